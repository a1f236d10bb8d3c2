/** Text bounds of groups and their boards (the database CHECKs and the forms read these). */
export const GROUP_LIMITS = {
  name: 120,
  description: 5000,
  threadTitle: 150,
  postBody: 10000,
} as const;

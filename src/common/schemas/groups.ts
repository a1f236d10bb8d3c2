import { z } from 'zod';
import { COMMUNITY_CATEGORIES, GROUP_PRIVACY, GROUP_ROLES } from '../constants';
import { cursorQuerySchema, pageSchema } from './pagination';

/** Text bounds of groups and their boards (the database CHECKs and the forms read these). */
export const GROUP_LIMITS = {
  name: 120,
  description: 5000,
  threadTitle: 150,
  postBody: 10000,
} as const;

/** SPEC sections 7 and 9: the Find Groups tab shows 10; 'See all' pages by the default 20. */
export const GROUPS_TAB_SIZE = 10;
export const GROUPS_PAGE_SIZE = 20;

export type GroupRole = (typeof GROUP_ROLES)[number];
export type GroupPrivacy = (typeof GROUP_PRIVACY)[number];

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(GROUP_LIMITS.name, `Name must be at most ${GROUP_LIMITS.name} characters`);
const description = z
  .string()
  .trim()
  .max(GROUP_LIMITS.description, `Description must be at most ${GROUP_LIMITS.description} characters`);

/** Create Group form and POST /api/v1/groups (privacy Public by default, SPEC section 5). */
export const groupInputSchema = z.object({
  name,
  description: description.default(''),
  category: z.enum(COMMUNITY_CATEGORIES, { error: 'Choose a category' }),
  privacyLevel: z.enum(GROUP_PRIVACY, { error: 'Choose who may join' }).default('Public'),
  /** A URL answered by POST /api/v1/uploads/group-images (the caller's own upload), or null. */
  groupImage: z.string().max(1000).nullable().optional(),
});
export type GroupInput = z.input<typeof groupInputSchema>;
/** PATCH /api/v1/groups/:id: only the fields sent change. */
export const groupUpdateSchema = z
  .object({
    name,
    description,
    category: groupInputSchema.shape.category,
    privacyLevel: z.enum(GROUP_PRIVACY),
  })
  .extend({ groupImage: groupInputSchema.shape.groupImage })
  .partial();
export type GroupUpdate = z.infer<typeof groupUpdateSchema>;

/** GET /api/v1/groups: listed (Public and Private) groups by size; `category` narrows them. */
export const groupListQuerySchema = cursorQuerySchema.extend({
  category: z.enum(COMMUNITY_CATEGORIES).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(GROUPS_PAGE_SIZE),
});

/** Where the caller stands with a group. */
export const viewerStandingSchema = z.object({
  role: z.enum(GROUP_ROLES).nullable(),
  requested: z.boolean(),
  invited: z.boolean(),
});
export type ViewerStanding = z.infer<typeof viewerStandingSchema>;

/** A group card (Find Groups) and the about part of a group page. */
export const groupCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  category: z.string().nullable(),
  privacyLevel: z.enum(GROUP_PRIVACY),
  groupImage: z.string().nullable(),
  memberCount: z.number().int(),
  createdAt: z.string(),
  lastActivity: z.string(),
  viewer: viewerStandingSchema,
});
export type GroupCard = z.infer<typeof groupCardSchema>;
export const groupPageSchema = pageSchema(groupCardSchema);

/** What the caller may do on the group page (decided on the server). */
export const groupAbilitiesSchema = z.object({
  /** Members, board, shared worlds and reading list: members always, anyone for a Public group. */
  viewContents: z.boolean(),
  join: z.boolean(),
  requestToJoin: z.boolean(),
  acceptInvitation: z.boolean(),
  leave: z.boolean(),
  post: z.boolean(),
  moderate: z.boolean(),
  administer: z.boolean(),
});
export type GroupAbilities = z.infer<typeof groupAbilitiesSchema>;

export const groupDetailSchema = groupCardSchema.extend({
  creator: z.object({ username: z.string() }).nullable(),
  abilities: groupAbilitiesSchema,
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;

/** POST /api/v1/groups/:id/join: joined (Public, or an invitation accepted) or requested (Private). */
export const joinResultSchema = z.object({
  status: z.enum(['joined', 'requested']),
  group: groupDetailSchema,
});
export type JoinResult = z.infer<typeof joinResultSchema>;

export const groupMemberSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  profileImage: z.string().nullable(),
  role: z.enum(GROUP_ROLES),
  joinedAt: z.string(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;
export const groupMembersPageSchema = pageSchema(groupMemberSchema);

export const groupRequestSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  profileImage: z.string().nullable(),
  createdAt: z.string(),
});
export type GroupRequest = z.infer<typeof groupRequestSchema>;

export const memberParamsSchema = z.object({ id: z.string().max(100), userId: z.string().max(100) });
export const roleChangeSchema = z.object({
  role: z.enum(GROUP_ROLES, { error: 'Choose Admin, Moderator or Member' }),
});
export const requestDecisionSchema = z.object({ approve: z.boolean({ error: 'Say whether to approve' }) });
export const invitationInputSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Username is required')
    .max(30, 'Username must be less than 30 characters'),
});

/** An invitation waiting for the caller. */
export const myInvitationSchema = z.object({
  group: groupCardSchema,
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;

/** Groups the caller belongs to (for sharing a world). */
export const myGroupSchema = z.object({ id: z.uuid(), name: z.string(), role: z.enum(GROUP_ROLES) });
export type MyGroup = z.infer<typeof myGroupSchema>;

// Board

export const threadInputSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(GROUP_LIMITS.threadTitle, `Title must be at most ${GROUP_LIMITS.threadTitle} characters`),
  body: z
    .string({ error: 'Write something' })
    .trim()
    .min(1, 'Write something')
    .max(GROUP_LIMITS.postBody, `Posts must be at most ${GROUP_LIMITS.postBody} characters`),
});
export type ThreadInput = z.infer<typeof threadInputSchema>;
export const postInputSchema = threadInputSchema.pick({ body: true });
export type PostInput = z.infer<typeof postInputSchema>;
export const threadUpdateSchema = z
  .object({ pinned: z.boolean(), locked: z.boolean() })
  .partial()
  .refine((v) => v.pinned !== undefined || v.locked !== undefined, 'Send pinned or locked');

export const threadParamsSchema = z.object({ id: z.string().max(100), threadId: z.string().max(100) });
export const postParamsSchema = z.object({ id: z.string().max(100), postId: z.string().max(100) });

const author = z.object({ username: z.string(), profileImage: z.string().nullable() }).nullable();

export const threadSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  author,
  pinned: z.boolean(),
  locked: z.boolean(),
  replyCount: z.number().int(),
  createdAt: z.string(),
  lastPostAt: z.string(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;
export const threadPageSchema = pageSchema(threadSummarySchema);

export const groupPostSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  author,
  createdAt: z.string(),
  abilities: z.object({ delete: z.boolean() }),
});
export type GroupPost = z.infer<typeof groupPostSchema>;

export const threadDetailSchema = threadSummarySchema.extend({
  body: z.string(),
  abilities: z.object({ reply: z.boolean(), moderate: z.boolean(), delete: z.boolean() }),
  replies: pageSchema(groupPostSchema),
});
export type ThreadDetail = z.infer<typeof threadDetailSchema>;

// Shared worlds and reading list

export const sharedWorldSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  genre: z.string(),
  worldImage: z.string().nullable(),
  creator: z.string().nullable(),
  updatedAt: z.string(),
});
export type SharedWorld = z.infer<typeof sharedWorldSchema>;

export const readingListItemSchema = z.object({
  storyId: z.uuid(),
  title: z.string(),
  description: z.string(),
  genre: z.string(),
  author: z.string().nullable(),
  addedBy: z.string().nullable(),
  addedAt: z.string(),
  abilities: z.object({ remove: z.boolean() }),
});
export type ReadingListItem = z.infer<typeof readingListItemSchema>;
export const readingListInputSchema = z.object({ storyId: z.uuid({ error: 'Choose a published story' }) });
export const storyParamsSchema = z.object({ id: z.string().max(100), storyId: z.string().max(100) });

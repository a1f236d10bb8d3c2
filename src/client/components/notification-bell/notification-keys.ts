/**
 * Query keys of the signed-in user's notifications. Every mutation invalidates `all`, so the
 * bell's badge, its list and the notifications page agree after any change.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

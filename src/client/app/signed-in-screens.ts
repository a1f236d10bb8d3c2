/**
 * The code of every signed-in screen, by its route path (`SIGNED_IN_PATHS`, the router's
 * signed-in group). A chunk of its own: the list of each screen's chunks, which a lazy import
 * carries to preload them, stays out of the entry chunk that every visitor downloads. The header
 * loads this module as soon as the session names a user, so a signed-in navigation waits for
 * nothing more than before.
 */
import type { ComponentType } from 'react';
import type { SIGNED_IN_PATHS } from '@common/route-table';

type PageModule = { default: ComponentType };

export const signedInScreens: Record<(typeof SIGNED_IN_PATHS)[number], () => Promise<PageModule>> = {
  stories: () => import('../features/stories/pages/stories-page'),
  'stories/create': () => import('../features/stories/pages/story-create-page'),
  'stories/import': () => import('../features/stories/pages/manuscript-import-page'),
  'stories/:storyId': () => import('../features/stories/pages/story-detail-page'),
  'stories/:storyId/edit': () => import('../features/stories/pages/story-edit-page'),
  'stories/:storyId/import': () => import('../features/stories/pages/manuscript-import-page'),
  'stories/:storyId/session': () => import('../features/stories/pages/story-session-page'),
  'stories/:storyId/play': () => import('../features/play-sessions/pages/play-sessions-page'),
  'stories/:storyId/play/:sessionId': () => import('../features/play-sessions/pages/play-table-page'),
  'stories/:storyId/play/:sessionId/import': () => import('../features/play-sessions/pages/import-log-page'),
  'stories/:storyId/play/:sessionId/curate': () =>
    import('../features/play-sessions/pages/play-curation-page'),
  characters: () => import('../features/characters/pages/characters-page'),
  'characters/create': () => import('../features/characters/pages/character-create-page'),
  'characters/:characterId/edit': () => import('../features/characters/pages/character-edit-page'),
  worlds: () => import('../features/worlds/pages/worlds-page'),
  'worlds/create': () => import('../features/worlds/pages/world-create-page'),
  'worlds/:worldId/edit': () => import('../features/worlds/pages/world-edit-page'),
  'marketplace/upload': () => import('../features/marketplace/pages/template-upload-page'),
  'marketplace/templates/:templateId/edit': () => import('../features/marketplace/pages/template-edit-page'),
  'my-templates': () => import('../features/marketplace/pages/my-templates-page'),
  earnings: () => import('../features/tips/pages/earnings-page'),
  'tips/allocation': () => import('../features/tips/pages/tip-allocation-page'),
  commissions: () => import('../features/commissions/pages/commissions-page'),
  'commissions/:commissionId': () => import('../features/commissions/pages/commission-page'),
  beta: () => import('../features/beta/pages/beta-page'),
  'beta/:betaReadId': () => import('../features/beta/pages/beta-read-page'),
  'beta/:betaReadId/chapters/:chapterId': () => import('../features/beta/pages/beta-chapter-page'),
  'stories/:storyId/beta': () => import('../features/beta/pages/beta-open-page'),
  analytics: () => import('../features/analytics/pages/analytics-page'),
  'analytics/stories/:storyId': () => import('../features/analytics/pages/story-analytics-page'),
  'reading/analytics': () => import('../features/reading-analytics/pages/reading-analytics-page'),
  'community/groups/create': () => import('../features/community/groups/pages/group-create-page'),
  'community/groups/:groupId/edit': () => import('../features/community/groups/pages/group-edit-page'),
  'community/events/create': () => import('../features/community/pages/event-create-page'),
  'community/events/:eventId/edit': () => import('../features/community/pages/event-edit-page'),
  collaborators: () => import('../features/collaborators/pages/collaborators-page'),
  profile: () => import('../features/profile/pages/profile-page'),
  'profile/edit': () => import('../features/profile/pages/profile-edit-page'),
  'settings/brand': () => import('../features/author-brand/pages/brand-settings-page'),
  'settings/privacy': () => import('../features/profile/pages/privacy-settings-page'),
  'reader-account': () => import('../features/reader-account/pages/reader-account-page'),
  notifications: () => import('../features/notifications/pages/notifications-page'),
  'settings/data': () => import('../features/account/pages/data-settings-page'),
  'settings/tokens': () => import('../features/api-tokens/pages/api-tokens-page'),
  'settings/commissions': () => import('../features/commissions/pages/commission-settings-page'),
  'subscription/checkout': () => import('../features/subscription/pages/checkout-page'),
  'subscription/checkout/:checkoutId': () => import('../features/subscription/pages/checkout-return-page'),
  'settings/billing': () => import('../features/subscription/pages/billing-page'),
  'settings/billing/invoices/:invoiceId': () => import('../features/subscription/pages/receipt-page'),
  support: () => import('../features/support/pages/support-page'),
  'support/:requestId': () => import('../features/support/pages/support-request-page'),
  'admin/support': () => import('../features/support/pages/admin-support-page'),
  'admin/support/:requestId': () => import('../features/support/pages/admin-support-request-page'),
};

/** `/` for a signed-in user (home-route.tsx). */
export const dashboardScreen = (): Promise<PageModule> =>
  import('../features/dashboard/pages/dashboard-page');

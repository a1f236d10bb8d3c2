/**
 * What the data export writes, table by table: `data/<table>.json` holds the rows of `table`
 * that belong to the user. A row belongs to them when one of `owners` (user foreign-key columns)
 * is their id, or when `viaOwnStory` (a story foreign key) points at a story they created.
 * `omit` drops secrets and derived columns (password hashes, session tokens, search vectors).
 *
 * Every user foreign key in the database must be either covered here or listed in
 * NOT_EXPORTED with its reason: account-export.test.ts reads the foreign keys from the database
 * catalog and fails on one that is neither, so a new table cannot be forgotten.
 */
export type ExportTable = {
  table: string;
  owners?: readonly string[];
  viaOwnStory?: string;
  omit?: readonly string[];
};

export const EXPORT_TABLES: readonly ExportTable[] = [
  { table: 'users', owners: ['user_id'] },
  {
    table: 'auth_accounts',
    owners: ['user_id'],
    omit: ['password', 'access_token', 'refresh_token', 'id_token'],
  },
  { table: 'auth_sessions', owners: ['user_id'], omit: ['token'] },
  { table: 'user_aliases', owners: ['user_id'] },
  { table: 'stories', owners: ['created_by'], omit: ['search_vector'] },
  { table: 'chapters', viaOwnStory: 'story_id', omit: ['content_text'] },
  { table: 'sessions', viaOwnStory: 'story_id' },
  // Kept copies of chapters: those of the user's stories, and those the user saved on others'.
  { table: 'chapter_versions', owners: ['created_by'], viaOwnStory: 'story_id' },
  { table: 'story_collaborators', owners: ['user_id'] },
  { table: 'session_participants', owners: ['user_id'] },
  { table: 'characters', owners: ['owner'], omit: ['search_vector'] },
  { table: 'worlds', owners: ['creator'], omit: ['search_vector'] },
  { table: 'templates', owners: ['creator'], omit: ['search_vector'] },
  // Templates the user downloaded or bought.
  { table: 'template_acquisitions', owners: ['user_id'] },
  // Tips the user sent or received.
  { table: 'tips', owners: ['tipper_id', 'creator_id'] },
  // Their monthly tip allocation: how they split it, the months closed, and what they read per author.
  { table: 'tip_allocations', owners: ['user_id'] },
  { table: 'tip_allocation_shares', owners: ['user_id'] },
  { table: 'tip_allocation_months', owners: ['patron_id'] },
  { table: 'monthly_reading_minutes', owners: ['user_id'] },
  // Commissions they asked for or were asked for, their settings, steps and money (issue 26).
  { table: 'commission_settings', owners: ['creator_id'] },
  { table: 'commissions', owners: ['patron_id', 'creator_id'] },
  { table: 'commission_events', owners: ['actor_id'] },
  { table: 'commission_ledger', owners: ['patron_id', 'creator_id'] },
  // Beta reads they opened (or of their stories), the ones they read or applied to, their
  // anchored comments and their answers to the authors' questions (issue 26).
  { table: 'beta_reads', owners: ['opened_by'], viaOwnStory: 'story_id' },
  { table: 'beta_readers', owners: ['user_id'] },
  { table: 'beta_comments', owners: ['reader_id'] },
  { table: 'beta_answers', owners: ['reader_id'] },
  { table: 'groups', owners: ['creator'] },
  { table: 'group_members', owners: ['user_id'] },
  // Board posts, requests, invitations (to them or sent by them) and reading-list picks.
  { table: 'group_threads', owners: ['author_id'] },
  { table: 'group_posts', owners: ['author_id'] },
  { table: 'group_join_requests', owners: ['user_id'] },
  { table: 'group_invitations', owners: ['user_id', 'invited_by'] },
  { table: 'group_reading_list', owners: ['added_by'] },
  // Play sessions they ran, sat at, and the log entries they posted.
  { table: 'play_sessions', owners: ['game_master_id'] },
  { table: 'play_session_players', owners: ['user_id'] },
  { table: 'play_entries', owners: ['author_id'] },
  // Chapters they drafted from a table, and offers of credit made to them or by them.
  { table: 'play_drafts', owners: ['created_by'] },
  { table: 'play_credit_offers', owners: ['user_id', 'offered_by'] },
  // Names proposed from a log that they accepted, linked or dismissed.
  { table: 'play_proposals', owners: ['decided_by'] },
  { table: 'events', owners: ['creator'] },
  { table: 'event_participants', owners: ['user_id'] },
  { table: 'event_entries', owners: ['user_id'] },
  // Words written during Writing Sprints, per minute.
  { table: 'writing_log', owners: ['user_id'] },
  { table: 'reviews', owners: ['reviewer'] },
  { table: 'user_comments', owners: ['user_id'] },
  { table: 'user_story_ratings', owners: ['user_id'] },
  { table: 'user_bookmarks', owners: ['user_id'] },
  // Both sides: whom they follow and who follows them (follower lists are public anyway).
  { table: 'user_follows', owners: ['follower_id', 'following_id'] },
  { table: 'user_reading_progress', owners: ['user_id'] },
  { table: 'user_daily_activity', owners: ['user_id'] },
  // The reading analytics rollup: seconds and words read per UTC day, hour and story.
  { table: 'reader_reading_hours', owners: ['user_id'] },
  { table: 'notifications', owners: ['recipient_id'] },
  { table: 'notification_preferences', owners: ['user_id'] },
  { table: 'xp_ledger', owners: ['user_id'] },
  { table: 'user_privacy_settings', owners: ['user_id'] },
  { table: 'subscriptions', owners: ['user_id'] },
  { table: 'checkouts', owners: ['user_id'], omit: ['redirect_url'] },
  { table: 'invoices', owners: ['user_id'] },
  { table: 'payments', owners: ['user_id'] },
  { table: 'refunds', owners: ['created_by'] },
  { table: 'tier_changes', owners: ['user_id'] },
  // Personal API tokens: name, scope, dates; the token's hash stays out (it identifies a credential).
  { table: 'api_tokens', owners: ['user_id'], omit: ['token_hash'] },
  // The writing assistant: each generation's kind, status and size (never the text), and the switch.
  { table: 'ai_generations', owners: ['user_id'] },
  { table: 'ai_account_settings', owners: ['user_id'] },
  // Support requests they opened, and the messages they wrote (support's internal notes stay out).
  { table: 'support_requests', owners: ['user_id'] },
  { table: 'support_messages', owners: ['author_id'] },
  // Their brand for their author page (issue 27): colours, links, images, white-label domains.
  { table: 'author_brands', owners: ['user_id'] },
  // Authors they muted (issue 25).
  { table: 'author_mutes', owners: ['user_id'] },
];

/** User foreign keys (`table.column`) deliberately left out of the export, and why. */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  'notifications.actor_id':
    "other people's notifications about something the user did: their inbox, not the user's",
  'tier_changes.changed_by':
    "an admin's record of changing someone else's plan: that user's history, not the admin's",
  'xp_monthly.user_id': 'monthly totals of xp_ledger, which is exported row by row',
  'ai_server_settings.updated_by': "the admin who last switched the server's AI assistance: a server setting",
  'support_requests.assignee_id':
    "the admin a request is assigned to: the requester's request, not the admin's",
  'email_change_requests.user_id':
    'a hash of the pending e-mail change link: a credential, and gone once the link is used',
  'tip_allocation_shares.creator_id':
    "a patron's private split naming the creator: the patron's choice; what the creator got is in tips",
  'monthly_reading_minutes.author_id':
    "how long a reader read the author: the reader's history, not the author's",
  'author_mutes.author_id':
    "a reader's private mute of the author: the reader's choice, never told to the author",
  'story_exports.requested_by':
    'build records of book exports, kept a day; the books themselves are the stories, exported as Markdown',
};

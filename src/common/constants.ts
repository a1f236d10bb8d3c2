/**
 * Business constants of the specification (sections 3 to 9). The database CHECK constraints,
 * the zod schemas and the screens all read these lists, so a value is defined exactly once.
 */

export const CREATOR_TIERS = ['Free', 'Chronicler', 'Worldsmith', 'Master Weaver'] as const;
export const READER_TIERS = ['Audience Member', 'Story Connoisseur', 'Patron of the Arts'] as const;
export const TIERS = [
  'Free',
  'Audience Member',
  'Story Connoisseur',
  'Patron of the Arts',
  'Chronicler',
  'Worldsmith',
  'Master Weaver',
] as const;
export type Tier = (typeof TIERS)[number];
export type CreatorTier = (typeof CREATOR_TIERS)[number];
export type ReaderTier = (typeof READER_TIERS)[number];
export const DEFAULT_TIER: Tier = 'Free';
/** Where every plan refusal and upgrade prompt sends the user to change plans. */
export const UPGRADE_URL = '/subscription';
/**
 * Whether a tier is a reader plan: exactly the tiers entitlements.ts gives the reader view
 * (`isReaderView`; a test holds the two together). The header asks this one, so the entry chunk
 * every visitor downloads does not carry the entitlements table.
 */
export const isReaderTier = (tier: string): boolean => (READER_TIERS as readonly string[]).includes(tier);

/* Tier rank, family, limits and features (private worlds, characters, Create Group / Event, ...) live in entitlements.ts. */

export const THEMES = ['classic', 'fantasy', 'scifi', 'horror', 'romance', 'mystery', 'forgeGothic'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'classic';

/** Every genre any list or form offers; each screen shows its own subset below. */
export const GENRES = [
  'Fantasy',
  'Sci-Fi',
  'Modern',
  'Historical',
  'Horror',
  'Romance',
  'Mystery',
  'Adventure',
  'Universal',
] as const;
export type Genre = (typeof GENRES)[number];
export const STORY_GENRES = [
  'Fantasy',
  'Sci-Fi',
  'Modern',
  'Historical',
  'Horror',
  'Romance',
  'Mystery',
  'Adventure',
] as const;
export const MY_STORIES_GENRE_FILTER = [
  'Fantasy',
  'Sci-Fi',
  'Modern',
  'Historical',
  'Horror',
  'Romance',
  'Mystery',
] as const;
export const DASHBOARD_GENRE_FILTER = [
  'Fantasy',
  'Sci-Fi',
  'Romance',
  'Horror',
  'Mystery',
  'Adventure',
] as const;
export const WORLD_GENRES = ['Fantasy', 'Sci-Fi', 'Modern', 'Historical', 'Horror', 'Universal'] as const;
export const COMMUNITY_CATEGORIES = STORY_GENRES;
export const MARKETPLACE_GENRES = ['Fantasy', 'Sci-Fi', 'Modern', 'Historical', 'Horror'] as const;

/** Planning, Active, Complete and Published appear in the spec; On Hold and Archived complete the lifecycle. */
export const STORY_STATUSES = ['Planning', 'Active', 'On Hold', 'Complete', 'Published', 'Archived'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];
export const STORY_PRIVACY = ['Public', 'Private'] as const;
export type StoryPrivacy = (typeof STORY_PRIVACY)[number];
export const PUBLICATION_STATUSES = ['Published'] as const;

export const CHARACTER_PRIVACY = ['Public', 'Semi-Private', 'Private', 'Secret'] as const;
export type CharacterPrivacy = (typeof CHARACTER_PRIVACY)[number];
export const WORLD_PRIVACY = ['Private', 'Group Only', 'Public', 'Marketplace'] as const;
export type WorldPrivacy = (typeof WORLD_PRIVACY)[number];
export const TECHNOLOGY_LEVELS = [
  'Stone Age',
  'Bronze Age',
  'Medieval',
  'Renaissance',
  'Industrial',
  'Modern',
  'Near Future',
  'Far Future',
  'Magitech',
] as const;

export const COLLABORATOR_ROLES = ['Collaborator', 'Co-Author', 'Editor', 'Beta Reader'] as const;
export const DEFAULT_COLLABORATOR_ROLE = 'Collaborator';

export const REVIEW_TARGET_TYPES = ['Story', 'User', 'Template', 'World'] as const;
export type ReviewTargetType = (typeof REVIEW_TARGET_TYPES)[number];

export const TEMPLATE_TYPES = [
  'Story Structure',
  'World Asset',
  'Character Archetype',
  'Scenario Pack',
] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export const GROUP_PRIVACY = ['Public', 'Private', 'Invite Only'] as const;
export const GROUP_ROLES = ['Admin', 'Moderator', 'Member'] as const;
export const EVENT_TYPES = ['Writing Contest', 'Workshop', 'Writing Sprint', 'Meetup', 'Challenge'] as const;
/** Event types that belong to a group and are seen by its members only (scheduled from the group page). */
export const GROUP_EVENT_TYPES = ['Play Session'] as const;
export const ALL_EVENT_TYPES = [...EVENT_TYPES, ...GROUP_EVENT_TYPES] as const;
export const EVENT_STATUSES = ['Upcoming', 'Active', 'Completed', 'Cancelled'] as const;
/** Waitlisted: past max_participants; moves up (oldest first) when a Registered one cancels. */
export const EVENT_PARTICIPANT_STATUSES = ['Registered', 'Waitlisted', 'Attended', 'Withdrawn'] as const;
export const ALIAS_VISIBILITY = ['public', 'friends', 'private'] as const;
export type AliasVisibility = (typeof ALIAS_VISIBILITY)[number];

/** Privacy settings (ours; the spec leaves Manage Privacy's behaviour open). Defaults are the first of each list. */
export const PROFILE_VISIBILITY = ['public', 'followers', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITY)[number];
export const WHO_CAN_FOLLOW = ['everyone', 'nobody'] as const;
export type WhoCanFollow = (typeof WHO_CAN_FOLLOW)[number];
export const WHO_CAN_COMMENT = ['everyone', 'followers', 'nobody'] as const;
export type WhoCanComment = (typeof WHO_CAN_COMMENT)[number];

export const PAGE_SIZES = {
  default: 20,
  userSearch: 20,
  aliasSearch: 20,
  topUsers: 10,
  marketplace: 50,
  community: 10,
  leaderboard: 5,
  profileTab: 5,
  recentActivity: 10,
  dashboardActivity: 6,
} as const;

export const XP_PER_LEVEL = 5000;
export const DEFAULT_RATING_DISPLAY = 4.5;
export const DAILY_ACTIVITY_WINDOW_DAYS = 30;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const ALIAS_MIN = 3;
export const ALIAS_MAX = 30;
export const BIO_MAX = 500;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_DIMENSION = 400;
export const IMAGE_JPEG_QUALITY = 0.7;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/webp'] as const;
export const UPLOAD_BUCKETS = [
  'character-images',
  'world-images',
  'story-images',
  'template-images',
  'profile-images',
  'group-images',
  'support-images',
] as const;
export type UploadBucket = (typeof UPLOAD_BUCKETS)[number];
/**
 * Images inside chapter text (a manuscript import stores them). Not an upload API bucket; the
 * orphaned-upload sweep judges its files by the images chapters and kept versions show.
 */
export const CHAPTER_IMAGES_BUCKET = 'chapter-images';
export type StoredImageBucket = UploadBucket | typeof CHAPTER_IMAGES_BUCKET;

/** A chapter is a draft until its author publishes it; readers only ever see published chapters. */
export const CHAPTER_STATUSES = ['draft', 'published'] as const;
export type ChapterStatus = (typeof CHAPTER_STATUSES)[number];

/** Personal API tokens (README "API tokens"): a read token may only use GET and HEAD. */
export const API_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_NAME_MAX = 60;
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
/** Live (unrevoked) tokens one account may hold. */
export const API_TOKEN_MAX_PER_USER = 20;
/** Requests one token may make per minute on /api/v1. */
export const API_TOKEN_REQUESTS_PER_MINUTE = 300;
/** Every secret starts with this, so scanners and people recognise a leaked one. */
export const API_TOKEN_PREFIX = 'ink_';
/** The most active reading time one progress report may carry (the reader reports every ~15 s). */
export const MAX_ACTIVE_SECONDS_PER_REPORT = 300;

/** The error code of a 403 over a plan's limit (its details: schemas/world.ts tierLimitDetailsSchema). */
export const TIER_LIMIT_CODE = 'TIER_LIMIT';

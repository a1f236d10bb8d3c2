import { z } from 'zod';
import {
  ALL_EVENT_TYPES,
  EVENT_PARTICIPANT_STATUSES,
  EVENT_STATUSES,
  EVENT_TYPES,
  GROUP_EVENT_TYPES,
} from '../constants';
import { pageSchema, searchTextSchema, type Page } from './pagination';
import { REFUSALS } from '../entitlement-refusals';

/**
 * The events contract of the Community Hub (issue 12; SPEC sections 2 to 7): lists, the Create
 * Event form, the event page with participants, the waiting list, contest entries and winners,
 * and the Writing Sprint ranking.
 */
export const EVENT_LIMITS = {
  title: 200,
  description: 5000,
  location: 200,
  prize: 200,
  maxParticipants: 100_000,
  wordGoal: 1_000_000,
  /** Event page: participants and entries shown at most. */
  listed: 100,
} as const;

/** SPEC section 7: the Events tab shows 10 upcoming events. */
export const COMMUNITY_EVENTS_TAB_SIZE = 10;
/** Types that take story entries and winners; a Writing Sprint counts words instead. */
export const ENTRY_EVENT_TYPES = ['Writing Contest', 'Challenge'] as const;
export const takesEntries = (type: string) => (ENTRY_EVENT_TYPES as readonly string[]).includes(type);
export const isSprint = (type: string) => type === 'Writing Sprint';
/** A group's event ('Play Session'): scheduled from the group page, seen by its members only. */
export const isGroupEvent = (type: string) => (GROUP_EVENT_TYPES as readonly string[]).includes(type);

export const eventTypeSchema = z.enum(EVENT_TYPES, { message: 'Choose an event type' });
export const eventStatusSchema = z.enum(EVENT_STATUSES);
export const participantStatusSchema = z.enum(EVENT_PARTICIPANT_STATUSES);

const isoDate = (label: string) =>
  z.iso.datetime({ offset: true, message: `${label} must be a date and time` });
/** Optional text: trimmed, empty means none (null). */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const eventFields = {
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(EVENT_LIMITS.title, `Title must be at most ${EVENT_LIMITS.title} characters`),
  description: z
    .string()
    .trim()
    .max(EVENT_LIMITS.description, `Description must be at most ${EVENT_LIMITS.description} characters`)
    .default(''),
  type: eventTypeSchema,
  startDate: isoDate('Start'),
  endDate: isoDate('End'),
  deadline: isoDate('Deadline')
    .nullish()
    .transform((v) => v ?? null),
  /** 'Online' when left empty. */
  location: optionalText('Location', EVENT_LIMITS.location).transform((v) => v ?? 'Online'),
  maxParticipants: z
    .number({ message: 'Maximum participants must be a number' })
    .int('Maximum participants must be a whole number')
    .min(1, 'Maximum participants must be at least 1')
    .max(EVENT_LIMITS.maxParticipants, `Maximum participants must be at most ${EVENT_LIMITS.maxParticipants}`)
    .nullish()
    .transform((v) => v ?? null),
  prize: optionalText('Prize', EVENT_LIMITS.prize),
  wordGoal: z
    .number({ message: 'Word goal must be a number' })
    .int('Word goal must be a whole number')
    .min(1, 'Word goal must be at least 1')
    .max(EVENT_LIMITS.wordGoal, `Word goal must be at most ${EVENT_LIMITS.wordGoal}`)
    .nullish()
    .transform((v) => v ?? null),
};

type DatedEvent = {
  type?: string;
  startDate?: string;
  endDate?: string;
  deadline?: string | null;
  wordGoal?: number | null;
};

/** The cross-field rules, shared by create and (on the merged result) edit. */
export function eventRuleIssues(e: DatedEvent): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (e.startDate && e.endDate && Date.parse(e.endDate) < Date.parse(e.startDate))
    issues.push({ path: 'endDate', message: 'End must be after the start' });
  if (e.deadline && e.endDate && Date.parse(e.deadline) > Date.parse(e.endDate))
    issues.push({ path: 'deadline', message: 'Deadline must not be after the end' });
  if (e.type && isSprint(e.type) && !e.wordGoal)
    issues.push({ path: 'wordGoal', message: 'A Writing Sprint needs a word goal' });
  return issues;
}

const withRules = <T extends z.ZodType<DatedEvent>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    for (const issue of eventRuleIssues(value))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

/** POST /api/v1/events (Create Event). */
export const eventInputSchema = withRules(z.object(eventFields));
export type EventInput = z.infer<typeof eventInputSchema>;

/** PATCH /api/v1/events/:id: any subset; the merged event must still pass the rules. */
export const eventUpdateSchema = z
  .object({
    title: eventFields.title.optional(),
    description: z.string().trim().max(EVENT_LIMITS.description).optional(),
    type: eventTypeSchema.optional(),
    startDate: isoDate('Start').optional(),
    endDate: isoDate('End').optional(),
    deadline: isoDate('Deadline').nullable().optional(),
    location: z.string().trim().min(1, 'Location is required').max(EVENT_LIMITS.location).optional(),
    maxParticipants: z.number().int().min(1).max(EVENT_LIMITS.maxParticipants).nullable().optional(),
    prize: z.string().trim().max(EVENT_LIMITS.prize).nullable().optional(),
    wordGoal: z.number().int().min(1).max(EVENT_LIMITS.wordGoal).nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type EventUpdate = z.infer<typeof eventUpdateSchema>;

/** GET /api/v1/events: `upcoming` (deadline later than now, soonest first) or `all` (by deadline). */
export const eventListQuerySchema = z.object({
  scope: z.enum(['upcoming', 'all']).default('upcoming'),
  type: eventTypeSchema.optional(),
  q: searchTextSchema,
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

const personSchema = z.object({ id: z.uuid(), username: z.string(), profileImage: z.string().nullable() });

/** The viewer's place: participant status and, when waiting, the position on the waiting list (1 = next). */
export const eventViewerSchema = z.object({
  status: participantStatusSchema.nullable(),
  waitlistPosition: z.number().int().nullable(),
});
export type EventViewer = z.infer<typeof eventViewerSchema>;

export const eventCardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  type: z.enum(ALL_EVENT_TYPES),
  /** Upcoming before the start, Active until the end, then Completed (from the dates). */
  status: eventStatusSchema,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  deadline: z.string().nullable(),
  location: z.string().nullable(),
  maxParticipants: z.number().int().nullable(),
  currentParticipants: z.number().int(),
  waitlistCount: z.number().int(),
  prize: z.string().nullable(),
  wordGoal: z.number().int().nullable(),
  creator: personSchema,
  viewer: eventViewerSchema,
});
export type EventCard = z.infer<typeof eventCardSchema>;
export const eventPageSchema = pageSchema(eventCardSchema);
export type EventPage = Page<EventCard>;

export const eventParticipantSchema = personSchema.extend({
  status: participantStatusSchema,
  registeredAt: z.string(),
});
export type EventParticipant = z.infer<typeof eventParticipantSchema>;

export const eventEntrySchema = z.object({
  id: z.uuid(),
  story: z.object({ id: z.uuid(), title: z.string() }),
  author: personSchema,
  winner: z.boolean(),
  submittedAt: z.string(),
});
export type EventEntry = z.infer<typeof eventEntrySchema>;

/** One row of a Writing Sprint's live ranking: words written between start and end. */
export const sprintRowSchema = personSchema.extend({ words: z.number().int(), rank: z.number().int() });
export type SprintRow = z.infer<typeof sprintRowSchema>;

export const eventAbilitiesSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  join: z.boolean(),
  cancel: z.boolean(),
  submitEntry: z.boolean(),
  markWinners: z.boolean(),
});
export type EventAbilities = z.infer<typeof eventAbilitiesSchema>;

/** GET /api/v1/events/:id: the event page. */
export const eventDetailSchema = eventCardSchema.extend({
  participants: z.array(eventParticipantSchema),
  waitlist: z.array(eventParticipantSchema),
  entries: z.array(eventEntrySchema),
  /** Writing Sprints only: every Registered participant's words, most first. */
  sprint: z.array(sprintRowSchema).nullable(),
  /** The viewer's published stories, when they may submit an entry. */
  eligibleStories: z.array(z.object({ id: z.uuid(), title: z.string() })),
  abilities: eventAbilitiesSchema,
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const entryInputSchema = z.object({ storyId: z.uuid('Choose one of your published stories') });
export type EntryInput = z.infer<typeof entryInputSchema>;

/** PUT /api/v1/events/:id/winners: the entries that win (replaces the previous choice). */
export const winnersInputSchema = z.object({
  entryIds: z.array(z.uuid()).max(EVENT_LIMITS.listed, 'Too many winners'),
});
export type WinnersInput = z.infer<typeof winnersInputSchema>;

export const EVENT_MESSAGES = {
  notFound: 'Event not found',
  createRefused: REFUSALS.createEvent.message,
  notCreator: 'Only the creator of this event may do that',
  ended: 'This event has ended',
  noEntries: 'This event does not take entries',
  notParticipant: 'Join the event before submitting an entry',
  deadlinePassed: 'The deadline for entries has passed',
  alreadyEntered: 'You already submitted an entry to this event',
  notYourStory: 'Choose one of your published stories',
  beforeDeadline: 'Winners can be chosen once the deadline has passed',
  notAnEntry: 'Winners must be entries of this event',
  creatorJoins: 'You created this event',
  groupType: 'A Play Session keeps its type; schedule other events from the community page',
} as const;

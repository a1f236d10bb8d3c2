import type { NotificationKind } from '@common/schemas/notifications';

/** What a stored notification row says, joined with the current names it points at. */
export type NotificationFacts = {
  kind: NotificationKind;
  actorUsername: string | null;
  recipientUsername: string;
  storyId: string | null;
  storyTitle: string | null;
  /** Whether the recipient owns the story (beta_invite: an application to their beta read). */
  recipientOwnsStory?: boolean | null;
  chapterId: string | null;
  chapterPosition: number | null;
  chapterTitle: string | null;
  commentId: string | null;
  /** Group kinds: the group and, for group_reply, the thread (current names). */
  groupId?: string | null;
  groupName?: string | null;
  groupThreadId?: string | null;
  groupThreadTitle?: string | null;
  /** template_version / template_sale: the template (current name). */
  templateId?: string | null;
  templateName?: string | null;
  /** Event kinds: the event (current title). */
  eventId?: string | null;
  eventTitle?: string | null;
  /** play_credit: the session whose drafts the recipient is offered credit for. */
  playSessionId?: string | null;
  /** commission: the commission and the state this step reached. */
  commissionId?: string | null;
  commissionState?: string | null;
};

/** What the other side did, by the state a commission reached (the sentence follows the actor's name). */
const COMMISSION_STEP_TEXT: Record<string, string> = {
  requested: 'asked you for a commission',
  countered: 'made a counter-offer on your commission request',
  accepted: 'accepted the commission',
  in_progress: 'paid for the commission: the money is held until delivery',
  delivered: 'delivered your commission',
  completed: 'accepted the delivery: the commission is complete',
  declined: 'declined your commission request',
  withdrawn: 'withdrew the commission request',
  cancelled: 'cancelled the commission',
};

/**
 * The sentence and link of a notification, built on the server so every client says the same.
 * Missing names fall back as SPEC section 8 says ('Anonymous', 'Unknown Story'; 'a group').
 */
export function describeNotification(f: NotificationFacts): { text: string; link: string } {
  const actor = f.actorUsername ?? 'Anonymous';
  const story = f.storyTitle ?? 'Unknown Story';
  const storyLink = f.storyId ? `/library/${f.storyId}` : '/';
  switch (f.kind) {
    case 'comment':
      return { text: `${actor} commented on ${story}`, link: withComment(storyLink, f.commentId) };
    case 'reply':
      return {
        text: `${actor} replied to your comment on ${story}`,
        link: withComment(storyLink, f.commentId),
      };
    case 'follower':
      return {
        text: `${actor} started following you`,
        link: f.actorUsername ? `/authors/${encodeURIComponent(f.actorUsername)}` : '/',
      };
    case 'review':
      return f.storyId
        ? { text: `${actor} reviewed ${story}`, link: storyLink }
        : { text: `${actor} reviewed you`, link: `/authors/${encodeURIComponent(f.recipientUsername)}` };
    case 'rating':
      return { text: `${actor} rated ${story}`, link: storyLink };
    case 'new_chapter':
      return {
        text: `New chapter of ${story}: ${chapterName(f)}`,
        link: f.storyId && f.chapterId ? `${storyLink}/chapters/${f.chapterId}` : storyLink,
      };
    case 'group_join':
      return { text: `${actor} joined ${f.groupName ?? 'your group'}`, link: groupLink(f) };
    case 'group_join_request':
      return {
        text: `${actor} asked to join ${f.groupName ?? 'your group'}`,
        link: `${groupLink(f)}?tab=members`,
      };
    case 'group_reply':
      return {
        text: `${actor} replied to ${f.groupThreadTitle ?? 'your thread'} in ${f.groupName ?? 'a group'}`,
        link: f.groupThreadId ? `${groupLink(f)}/threads/${f.groupThreadId}` : groupLink(f),
      };
    case 'template_version':
      return {
        text: `${actor} published a new version of ${f.templateName ?? 'Unknown Template'}`,
        link: f.templateId ? `/marketplace/templates/${f.templateId}` : '/marketplace',
      };
    case 'template_sale':
      return {
        text: `${actor} bought ${f.templateName ?? 'your template'}`,
        link: f.templateId ? `/marketplace/templates/${f.templateId}` : '/my-templates',
      };
    case 'tip':
      return {
        text: f.storyId ? `${actor} sent you a tip for ${story}` : `${actor} sent you a tip`,
        link: '/earnings',
      };
    case 'commission':
      return {
        text: `${actor} ${COMMISSION_STEP_TEXT[f.commissionState ?? ''] ?? 'updated a commission'}`,
        link: f.commissionId ? `/commissions/${f.commissionId}` : '/commissions',
      };
    case 'beta_invite':
      return f.recipientOwnsStory && f.storyId
        ? { text: `${actor} applied to beta read your draft of ${story}`, link: `/stories/${f.storyId}/beta` }
        : { text: `${actor} invited you to beta read ${story}`, link: '/beta' };
    case 'beta_comment':
      return {
        text: `${actor} commented on a passage of your draft of ${story}`,
        link: f.storyId ? `/stories/${f.storyId}/edit` : '/beta',
      };
    case 'beta_end':
      return { text: `${actor} ended the beta read of ${story}`, link: '/beta' };
    case 'play_credit':
      return {
        text: `${actor} offered you credit as a collaborator on ${story} for your part in a play session`,
        link: f.storyId && f.playSessionId ? `/stories/${f.storyId}/play/${f.playSessionId}` : '/',
      };
    case 'event_start':
      return { text: `${eventName(f)} has started`, link: eventLink(f) };
    case 'event_deadline':
      return { text: `${eventName(f)} closes in 24 hours`, link: eventLink(f) };
    case 'event_winner':
      return { text: `You were placed among the winners of ${eventName(f)}`, link: eventLink(f) };
  }
}

const eventName = (f: NotificationFacts) => f.eventTitle ?? 'An event';
const eventLink = (f: NotificationFacts) =>
  f.eventId ? `/community/events/${f.eventId}` : '/community?tab=events';

const groupLink = (f: NotificationFacts) =>
  f.groupId ? `/community/groups/${f.groupId}` : '/community?tab=groups';

const withComment = (link: string, commentId: string | null) =>
  commentId ? `${link}#comment-${commentId}` : link;

function chapterName(f: NotificationFacts): string {
  const number = f.chapterPosition ? `Chapter ${f.chapterPosition}` : 'Chapter';
  return f.chapterTitle ? `${number}, ${f.chapterTitle}` : number;
}

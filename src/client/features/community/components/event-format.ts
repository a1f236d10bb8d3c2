import type { EventCard } from '@common/schemas/events';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** SPEC section 2: an event's deadline, or 'No deadline'. */
export const deadlineText = (e: Pick<EventCard, 'deadline'>) =>
  e.deadline ? dateTime.format(new Date(e.deadline)) : 'No deadline';
/** SPEC section 2: an event's prize, or 'No prize'. */
export const prizeText = (e: Pick<EventCard, 'prize'>) => e.prize ?? 'No prize';
export const whenText = (e: Pick<EventCard, 'startDate' | 'endDate'>) => {
  if (!e.startDate) return 'Dates to be announced';
  const start = dateOnly.format(new Date(e.startDate));
  const end = e.endDate ? dateOnly.format(new Date(e.endDate)) : null;
  return end && end !== start ? `${start} – ${end}` : start;
};
export const seatsText = (e: Pick<EventCard, 'currentParticipants' | 'maxParticipants'>) =>
  e.maxParticipants === null
    ? `${e.currentParticipants} joined`
    : `${e.currentParticipants} / ${e.maxParticipants} joined`;
/** The input value of a datetime-local field for an ISO time (local time). */
export const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

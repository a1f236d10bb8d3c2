import {
  SUPPORT_PRIORITY_LABELS,
  SUPPORT_STATUS_LABELS,
  type SupportPriority,
  type SupportStatus,
} from '@common/support';
import { Badge } from '@client/components/ui/badge';

export const StatusBadge = ({ status }: { status: SupportStatus }) => (
  <Badge tone={status === 'resolved' ? 'neutral' : status === 'open' ? 'solid' : 'accent'}>
    {SUPPORT_STATUS_LABELS[status]}
  </Badge>
);

export const PriorityBadge = ({ priority }: { priority: SupportPriority }) => (
  <Badge tone={priority === 'standard' ? 'neutral' : 'accent'}>{SUPPORT_PRIORITY_LABELS[priority]}</Badge>
);

/** A date and time in the reader's locale, e.g. '28 Nov 2026, 14:05'. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

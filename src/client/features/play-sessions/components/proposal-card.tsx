import { useId, useState } from 'react';
import { Check, Link2, X } from 'lucide-react';
import {
  PLAY_PROPOSAL_KINDS,
  type PlayProposal,
  type PlayProposalKind,
} from '@common/schemas/play-proposals';
import { countLabel } from '@common/plural';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { LinkButton } from '@client/components/ui/link-button';

const KIND_LABEL: Record<PlayProposalKind, string> = {
  Person: 'Person',
  Place: 'Place',
  Faction: 'Faction',
  Item: 'Item',
};

/** Where an accepted or linked proposal now lives. */
const hrefOf = (target: NonNullable<PlayProposal['result']>) =>
  target.type === 'character' ? `/characters/${target.id}/edit` : `/worlds/${target.id}/edit`;

type Props = {
  proposal: PlayProposal;
  canManage: boolean;
  busy: boolean;
  onAccept: (kind: PlayProposalKind) => void;
  onLink: () => void;
  onDismiss: () => void;
};

/**
 * One name found in the log: its kind, how often it came up, the lines it came up in, the
 * existing character or world entry it seems to be, and (for the game master or the story's
 * owner) Accept as a chosen kind, Link to the match, Dismiss.
 */
export function ProposalCard({ proposal: p, canManage, busy, onAccept, onLink, onDismiss }: Props) {
  const [kind, setKind] = useState<PlayProposalKind>(p.kind);
  const kindId = useId();
  const decided = p.status !== 'Pending';
  return (
    <li className="space-y-2 py-3" data-testid="proposal" aria-label={p.name}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-ink">{p.name}</span>
        <Badge tone={decided ? 'neutral' : 'accent'}>{KIND_LABEL[p.kind]}</Badge>
        <span className="text-xs text-ink-muted">{countLabel(p.mentions, 'mention')}</span>
      </div>
      {p.match ? (
        <p className="text-xs text-ink-muted">
          Looks like <span className="font-medium text-ink">{p.match.name}</span>{' '}
          {p.match.type === 'character' ? '(a character)' : '(in the world)'}
        </p>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer text-xs font-medium text-accent">
          Evidence: {countLabel(p.evidence.length, 'line')}
        </summary>
        <ul className="mt-2 space-y-1 border-l-2 border-line pl-3 text-xs text-ink-muted">
          {p.evidence.map((e) => (
            <li key={e.entryId}>
              <span className="text-ink-subtle">#{e.seq}</span> {e.text}
            </li>
          ))}
        </ul>
      </details>
      {decided && p.result ? (
        <p className="flex flex-wrap items-center gap-2 text-xs text-success">
          <Check aria-hidden="true" className="size-4" />
          {p.status === 'Linked' ? 'Linked to' : 'Added as'} {p.result.name}
          <LinkButton to={hrefOf(p.result)} variant="ghost" size="sm">
            Open
          </LinkButton>
        </p>
      ) : null}
      {!decided && canManage ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={kindId} className="text-xs text-ink-muted">
              Kind
            </label>
            <select
              id={kindId}
              className="rounded-lg border border-line bg-canvas px-2 py-1.5 text-sm"
              value={kind}
              onChange={(e) => setKind(e.target.value as PlayProposalKind)}
            >
              {PLAY_PROPOSAL_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABEL[k]}
                </option>
              ))}
            </select>
          </div>
          <Button size="sm" busy={busy} onClick={() => onAccept(kind)} aria-label={`Accept ${p.name}`}>
            <Check aria-hidden="true" className="size-4" />
            Accept
          </Button>
          {p.match ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={onLink}
              aria-label={`Link ${p.name} to ${p.match.name}`}
            >
              <Link2 aria-hidden="true" className="size-4" />
              Link
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={onDismiss}
            aria-label={`Dismiss ${p.name}`}
          >
            <X aria-hidden="true" className="size-4" />
            Dismiss
          </Button>
        </div>
      ) : null}
    </li>
  );
}

import { Check, X } from 'lucide-react';
import { roleRightsInWords, STORY_ROLE_SUMMARY, type StoryRole } from '@common/story-roles';

type Props = { role: StoryRole; id?: string };

/**
 * What a role may do on a story, in plain words: the same table the server enforces
 * (common/story-roles.ts), so what the owner is told here is what the person will be allowed.
 */
export function RoleRights({ role, id }: Props) {
  const { can, cannot } = roleRightsInWords(role);
  return (
    <div id={id} aria-live="polite" className="rounded-xl border border-line bg-surface-muted p-3 text-sm">
      <p className="font-medium text-ink">
        {role}: {STORY_ROLE_SUMMARY[role]}
      </p>
      <ul className="mt-2 space-y-1" aria-label={`What a ${role} can and cannot do`}>
        {can.map((line) => (
          <li key={line} className="flex gap-2 text-ink">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
            <span>{line}</span>
          </li>
        ))}
        {cannot.map((line) => (
          <li key={line} className="flex gap-2 text-ink-muted">
            <X aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

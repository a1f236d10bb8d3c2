import { useId } from 'react';
import { Globe2, Lock } from 'lucide-react';
import type { StoryPrivacy } from '@common/constants';

const DETAILS: Record<StoryPrivacy, { icon: typeof Lock; hint: string }> = {
  Private: { icon: Lock, hint: 'Only you and your collaborators' },
  Public: { icon: Globe2, hint: 'Listed for every reader' },
};

type Props = {
  value: string;
  choices: readonly StoryPrivacy[];
  onChange: (value: StoryPrivacy) => void;
  error?: string;
};

/** Story privacy (SPEC section 4) as two radio cards, each saying who can see the story. */
export function PrivacyChoice({ value, choices, onChange, error }: Props) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-ink">Privacy</legend>
      <div className="grid grid-cols-2 gap-2">
        {choices.map((choice) => {
          const { icon: Icon, hint } = DETAILS[choice];
          const checked = value === choice;
          return (
            <label
              key={choice}
              className={[
                'flex cursor-pointer flex-col gap-0.5 rounded-lg border px-3 py-2 text-sm shadow-sm',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
                checked ? 'border-accent bg-accent/10 text-ink' : 'border-line bg-surface text-ink-muted',
              ].join(' ')}
            >
              <input
                type="radio"
                name={`${id}-privacy`}
                value={choice}
                checked={checked}
                onChange={() => onChange(choice)}
                className="sr-only"
              />
              <span className="inline-flex items-center gap-1.5 font-semibold text-ink">
                <Icon aria-hidden="true" className="size-4" />
                {choice}
              </span>
              <span className="text-xs">{hint}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

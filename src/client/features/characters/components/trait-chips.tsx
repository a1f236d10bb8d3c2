/** How many trait chips a card shows before '+N more' (SPEC section 9). */
export const MAX_TRAIT_CHIPS = 4;

type Props = {
  /** The character's personality traits, in their saved order. */
  traits: readonly string[];
};

/** The first four traits as chips and '+N more' for the rest (its tooltip and screen-reader text name them). */
export function TraitChips({ traits }: Props) {
  if (traits.length === 0) return null;
  const shown = traits.slice(0, MAX_TRAIT_CHIPS);
  const hidden = traits.slice(MAX_TRAIT_CHIPS);
  return (
    <ul aria-label="Personality traits" className="flex flex-wrap gap-1.5">
      {shown.map((trait, index) => (
        <li
          key={`${index}-${trait}`}
          className="max-w-full truncate rounded-full bg-accent/10 px-2.5 py-0.5 text-xs font-medium text-accent"
        >
          {trait}
        </li>
      ))}
      {hidden.length > 0 ? (
        <li
          title={hidden.join(', ')}
          className="rounded-full border border-line px-2.5 py-0.5 text-xs font-medium text-ink-muted"
        >
          +{hidden.length} more<span className="sr-only">: {hidden.join(', ')}</span>
        </li>
      ) : null}
    </ul>
  );
}

import { useId } from 'react';
import { Globe, PenLine, ScrollText, UserRound } from 'lucide-react';
import type { Character } from '@common/schemas/character';
import { LinkButton } from '@client/components/ui/link-button';
import { CharacterPrivacyBadge } from './character-privacy-badge';
import { TraitChips } from './trait-chips';

type Props = {
  /** One of the signed-in user's characters. */
  character: Character;
};

/**
 * A character on My Characters (SPEC section 2): privacy, portrait (or a fallback icon), name,
 * speaking style, description, up to four trait chips, background, and links to edit it or use
 * it in a new story. The card is an article named by the character's name.
 */
export function CharacterCard({ character }: Props) {
  const nameId = useId();
  const { id, name, speakingStyle, description, personalityTraits, background, characterImage, worldName } =
    character;
  return (
    <article
      aria-labelledby={nameId}
      className="flex w-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-4">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-surface-muted text-ink-muted">
          {characterImage ? (
            <img src={characterImage} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <UserRound aria-hidden="true" className="size-8" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <CharacterPrivacyBadge privacy={character.privacyLevel} />
          <h2
            id={nameId}
            className="mt-1.5 font-display text-lg leading-snug font-semibold break-words text-ink"
          >
            {name}
          </h2>
          {speakingStyle ? <p className="mt-0.5 text-sm text-ink-muted italic">{speakingStyle}</p> : null}
          {worldName ? (
            <p className="mt-1 flex items-center gap-1 text-xs text-ink-muted">
              <Globe aria-hidden="true" className="size-3.5" />
              <span className="sr-only">World: </span>
              <span className="truncate">{worldName}</span>
            </p>
          ) : null}
        </div>
      </div>

      {description ? <p className="mt-4 line-clamp-3 text-sm text-ink">{description}</p> : null}

      {personalityTraits.length > 0 ? (
        <div className="mt-4">
          <TraitChips traits={personalityTraits} />
        </div>
      ) : null}

      {background ? (
        <div className="mt-4 border-t border-line pt-3">
          <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Background</h3>
          <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{background}</p>
        </div>
      ) : null}

      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <LinkButton to={`/characters/${id}/edit`} variant="secondary" size="sm" className="flex-1">
          <PenLine aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {name}</span>
        </LinkButton>
        <LinkButton to="/stories/create" variant="secondary" size="sm" className="flex-1">
          <ScrollText aria-hidden="true" className="size-4" />
          Use in Story<span className="sr-only">: {name}</span>
        </LinkButton>
      </div>
    </article>
  );
}

import { UserRound } from 'lucide-react';
import type { PublicPerson } from '@common/schemas/reviews';

type Props = {
  /** Null for a deleted account ('Anonymous'). */
  person: PublicPerson | null;
  size?: 'sm' | 'md';
};

/** A round avatar: the profile image, else the name's initial, else a person icon. Decorative; the name is written beside it. */
export function PersonAvatar({ person, size = 'md' }: Props) {
  const box = size === 'sm' ? 'size-8 text-sm' : 'size-10 text-base';
  const frame = `${box} flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent/10 font-semibold text-accent`;
  if (person?.profileImage) {
    return (
      <span aria-hidden="true" className={frame}>
        <img src={person.profileImage} alt="" className="size-full object-cover" />
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={frame}>
      {person ? person.username.charAt(0).toUpperCase() : <UserRound className="size-1/2" />}
    </span>
  );
}

/** A person's name that links to their author page, or plain 'Anonymous'. */
export function personPath(person: PublicPerson | null): string | null {
  return person ? `/authors/${encodeURIComponent(person.username)}` : null;
}

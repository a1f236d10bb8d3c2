import { LayoutTemplate } from 'lucide-react';

type Props = { name: string; coverImage: string | null; className?: string };

/**
 * A template's cover, or a placeholder with its name. Decorative: the name is on the page. The
 * cover loads first: on a phone it is the largest thing in view.
 */
export function TemplateCover({ name, coverImage, className }: Props) {
  const frame = [
    'aspect-[4/3] w-full overflow-hidden rounded-2xl border border-line shadow-md',
    className ?? '',
  ].join(' ');
  if (coverImage) {
    return (
      <div className={frame}>
        <img src={coverImage} alt="" fetchPriority="high" className="size-full object-cover" />
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      className={[
        frame,
        'flex flex-col items-center justify-center gap-3 bg-linear-to-br from-hero to-hero-deep p-6 text-center',
      ].join(' ')}
    >
      <LayoutTemplate className="size-12 text-hero-accent" />
      <span className="line-clamp-3 font-display text-xl font-semibold text-on-hero">{name}</span>
    </div>
  );
}

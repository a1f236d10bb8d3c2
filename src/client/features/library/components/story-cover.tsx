import { BookOpen } from 'lucide-react';

type Props = {
  title: string;
  /** The uploaded cover's URL; null draws the placeholder. */
  coverImage: string | null;
  className?: string;
};

/** A story's cover at 2:3, or a placeholder with the title when it has none. Decorative: the title is on the page. */
export function StoryCover({ title, coverImage, className }: Props) {
  const frame = [
    'aspect-[2/3] w-full overflow-hidden rounded-xl border border-line shadow-md',
    className ?? '',
  ].join(' ');
  if (coverImage) {
    return (
      <div className={frame}>
        <img src={coverImage} alt="" className="size-full object-cover" />
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      className={[frame, 'flex flex-col items-center justify-center gap-3 bg-hero p-4 text-center'].join(' ')}
    >
      <BookOpen className="size-10 text-hero-accent" />
      <span className="line-clamp-4 font-display text-lg font-semibold text-on-hero">{title}</span>
    </div>
  );
}

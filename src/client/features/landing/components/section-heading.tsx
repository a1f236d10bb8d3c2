type Props = {
  /** The h2's id, referenced by the section's aria-labelledby. */
  id: string;
  /** Small line above the heading. */
  eyebrow: string;
  title: string;
  /** One or two sentences under the heading. */
  intro?: string;
};

/** The centred heading block every landing section starts with. */
export function SectionHeading({ id, eyebrow, title, intro }: Props) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-[0.18em] text-accent uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="mt-3 font-display text-3xl font-bold tracking-tight text-ink text-balance sm:text-4xl"
      >
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg leading-relaxed text-ink-muted">{intro}</p> : null}
    </div>
  );
}

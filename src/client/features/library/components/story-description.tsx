import { paragraphsOf } from './library-format';

/** The blurb, one paragraph per blank-line-separated block. */
export function StoryDescription({ text }: { text: string }) {
  const paragraphs = paragraphsOf(text);
  return (
    <section aria-labelledby="about-heading">
      <h2 id="about-heading" className="font-display text-2xl font-semibold text-ink">
        About this story
      </h2>
      {paragraphs.length === 0 ? (
        <p className="mt-3 text-ink-muted">The author has not written a description yet.</p>
      ) : (
        <div className="mt-3 space-y-4 font-reading text-lg leading-8 text-ink">
          {paragraphs.map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
      )}
    </section>
  );
}

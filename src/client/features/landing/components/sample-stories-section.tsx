import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { SAMPLE_STORIES } from '@common/sample-stories';
import { SectionHeading } from './section-heading';
import { StoryMeta } from './story-meta';

/** Three built-in sample stories, each with Continue Reading to /sample-story/{id}. */
export function SampleStoriesSection() {
  return (
    <section aria-labelledby="samples-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="samples-title"
        eyebrow="Fresh from the forge"
        title="Stories our community is reading"
        intro="A taste of what is waiting inside. Open one and see where it takes you."
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {SAMPLE_STORIES.map((story) => (
          <li key={story.id}>
            <article
              aria-labelledby={`sample-${story.id}-title`}
              className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <StoryMeta genre={story.genre} rating={story.rating} views={story.views} />
              <h3 id={`sample-${story.id}-title`} className="mt-4 font-display text-xl font-bold text-ink">
                {story.title}
              </h3>
              <p className="mt-1 text-sm text-ink-muted">by {story.author}</p>
              <blockquote className="mt-4 flex-1 border-l-2 border-accent/50 pl-4 font-reading text-ink italic">
                {story.excerpt}
              </blockquote>
              <Link
                to={`/sample-story/${story.id}`}
                aria-describedby={`sample-${story.id}-title`}
                className="mt-6 inline-flex items-center gap-1.5 self-start rounded font-semibold text-accent hover:text-accent-strong hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
              >
                Continue Reading
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

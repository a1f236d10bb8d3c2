import { useNavigate, useParams } from 'react-router';
import { ArrowLeft, BookX, Info, Sparkles } from 'lucide-react';
import { buttonClassName } from '@client/components/ui/button-styles';
import { LinkButton } from '@client/components/ui/link-button';
import { StoryMeta } from '../components/story-meta';
import { findSampleStory, paragraphsOf } from '@common/sample-stories';

/**
 * /sample-story/{id} (SPEC section 2): one of the three built-in stories with its genre,
 * rating, views, title, author, excerpt and description paragraphs, then Join Now and Learn
 * More. An unknown id shows 'Story Not Found' with Go Back.
 */
export default function SampleStoryPage() {
  const { storyId } = useParams();
  const story = findSampleStory(storyId);
  if (!story) return <StoryNotFound />;

  return (
    <article aria-labelledby="story-title" className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${story.title} · Inkforge`}</title>
      <StoryMeta genre={story.genre} rating={story.rating} views={story.views} />
      <h1
        id="story-title"
        className="mt-5 font-display text-4xl font-bold tracking-tight text-ink text-balance sm:text-5xl"
      >
        {story.title}
      </h1>
      <p className="mt-3 text-lg text-ink-muted">
        by <span className="font-semibold text-ink">{story.author}</span>
      </p>

      <blockquote className="mt-10 rounded-2xl border-l-4 border-accent bg-surface px-6 py-5 font-reading text-xl leading-relaxed text-ink italic shadow-sm">
        {story.excerpt}
      </blockquote>

      <div className="mt-10 space-y-5 font-reading text-lg leading-8 text-ink">
        {paragraphsOf(story.description).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <aside
        aria-labelledby="story-cta-title"
        className="mt-14 rounded-2xl border border-line bg-surface-muted p-8 text-center"
      >
        <h2 id="story-cta-title" className="font-display text-2xl font-bold text-ink">
          Want to know what happens next?
        </h2>
        <p className="mt-2 text-ink-muted">
          Join Inkforge to keep reading, follow the author, and start forging stories of your own.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <LinkButton to="/register">
            <Sparkles aria-hidden="true" className="size-4" />
            Join Now
          </LinkButton>
          <LinkButton to="/about" variant="secondary">
            <Info aria-hidden="true" className="size-4" />
            Learn More
          </LinkButton>
        </div>
      </aside>
    </article>
  );
}

/** Shown for any id that is not one of the built-in stories. */
function StoryNotFound() {
  const navigate = useNavigate();
  // React Router numbers history entries (state.idx); at 0 this visit has no earlier page here.
  const goBack = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/about'));
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <title>Story Not Found · Inkforge</title>
      <div className="max-w-md text-center">
        <BookX aria-hidden="true" className="mx-auto size-12 text-accent" />
        <h1 className="mt-4 font-display text-3xl font-bold text-ink">Story Not Found</h1>
        <p className="mt-3 text-ink-muted">The story you're looking for doesn't exist or has been removed.</p>
        <button type="button" onClick={goBack} className={buttonClassName('primary', 'md', 'mt-8')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Go Back
        </button>
      </div>
    </div>
  );
}

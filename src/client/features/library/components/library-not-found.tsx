import { useNavigate } from 'react-router';
import { ArrowLeft, BookX, Compass } from 'lucide-react';
import { buttonClassName } from '@client/components/ui/button-styles';
import { LinkButton } from '@client/components/ui/link-button';

type Props = {
  /** "Story" or "Chapter": what could not be found. */
  what?: 'Story' | 'Chapter';
};

/** A story or chapter that is missing, private or unpublished (the API answers all of them 404). */
export function LibraryNotFound({ what = 'Story' }: Props) {
  const navigate = useNavigate();
  // React Router numbers history entries (state.idx); at 0 this visit has no earlier page here.
  const goBack = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/community'));
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <title>{`${what} Not Found · Inkforge`}</title>
      <div className="max-w-md text-center">
        <BookX aria-hidden="true" className="mx-auto size-12 text-accent" />
        <h1 className="mt-4 font-display text-3xl font-bold text-ink">{what} Not Found</h1>
        <p className="mt-3 text-ink-muted">
          The {what.toLowerCase()} you&apos;re looking for doesn&apos;t exist, has been removed or isn&apos;t
          published.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={goBack} className={buttonClassName('primary')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Go Back
          </button>
          <LinkButton to="/community" variant="secondary">
            <Compass aria-hidden="true" className="size-4" />
            Discover stories
          </LinkButton>
        </div>
      </div>
    </div>
  );
}

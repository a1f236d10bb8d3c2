import { useParams } from 'react-router';
import { UserX } from 'lucide-react';
import { ApiError } from '@client/lib/api';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';
import { PageLoading } from '@client/components/ui/spinner';
import { useAuthor } from '../api/get-author';
import { AuthorBrandFooter, AuthorBrandTop } from '@client/components/author-brand/author-brand';
import { AuthorHeader } from '../components/author-header';
import { AuthorReviews } from '../components/author-reviews';
import { AuthorStories } from '../components/author-stories';
import { HiddenProfile } from '../components/hidden-profile';
import { TipForm } from '@client/components/tip-form/tip-form';
import { CommissionRequestForm } from '@client/components/commissions/commission-request-form';
import { PROFILE_HIDDEN_CODE } from '@common/schemas/privacy';
import { useWhiteLabelPage } from '@client/app/site-chrome';

/** /authors/:username: an author's public page with Follow, their published stories and reviews of them. */
export default function AuthorPage() {
  const { username = '' } = useParams();
  return <AuthorScreen username={username} />;
}

/** The author page, at /authors/:username and at its clean path /@username (author-handle-page.tsx). */
export function AuthorScreen({ username }: { username: string }) {
  const author = useAuthor(username);
  useWhiteLabelPage(author.data?.brand, author.data?.username);

  if (author.isPending) return <PageLoading />;
  if (author.isError) {
    const missing = author.error instanceof ApiError && author.error.status === 404;
    const hidden =
      author.error instanceof ApiError && author.error.code === PROFILE_HIDDEN_CODE ? author.error : null;
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        {hidden ? (
          <HiddenProfile
            username={username}
            message={hidden.message}
            details={hidden.details}
            onOpened={() => void author.refetch()}
          />
        ) : missing ? (
          <EmptyState
            icon={UserX}
            title="Author not found"
            description={`There is no author called ${username}.`}
            action={<LinkButton to="/community">Explore the community</LinkButton>}
          />
        ) : (
          <LoadError
            message={`Failed to load author: ${author.error.message}`}
            onRetry={() => void author.refetch()}
            retrying={author.isFetching}
          />
        )}
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-4 py-8 sm:px-6 sm:py-12">
      {author.data.brand ? (
        <AuthorBrandTop brand={author.data.brand} username={author.data.username} />
      ) : null}
      <AuthorHeader author={author.data} />
      {author.data.viewer && !author.data.viewer.isSelf && author.data.publishedStoryCount > 0 ? (
        <div className="max-w-md">
          <TipForm username={author.data.username} />
        </div>
      ) : null}
      {author.data.viewer && !author.data.viewer.isSelf ? (
        <div className="max-w-2xl">
          <CommissionRequestForm username={author.data.username} />
        </div>
      ) : null}
      <AuthorStories username={author.data.username} />
      <AuthorReviews author={author.data} />
      {author.data.brand ? <AuthorBrandFooter brand={author.data.brand} /> : null}
    </div>
  );
}

import { Globe2, Lock } from 'lucide-react';
import type { StoryDetail } from '@common/schemas/story';
import { Alert } from '@client/components/ui/alert';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { useSetStoryPublished } from '../../api/publish-story';
import { formatDate } from '../story-format';
import { Panel } from '@client/components/ui/panel';

/**
 * Publication (SPEC section 4): the current state as a badge ('Published' with its date, or the
 * privacy level) and, for the owner only (abilities.publish), Publish or Unpublish.
 */
export function PublishPanel({ story }: { story: StoryDetail }) {
  const setPublished = useSetStoryPublished(story.id);
  const published = Boolean(story.publicationStatus);
  return (
    <Panel size="lg" title="Publication">
      <div className="flex flex-wrap items-center gap-2" aria-live="polite">
        {published ? (
          <Badge tone="solid" icon={<Globe2 aria-hidden="true" className="size-3.5" />}>
            Published
          </Badge>
        ) : (
          <Badge
            icon={
              story.privacyLevel === 'Private' ? (
                <Lock aria-hidden="true" className="size-3.5" />
              ) : (
                <Globe2 aria-hidden="true" className="size-3.5" />
              )
            }
          >
            {story.privacyLevel}
          </Badge>
        )}
        <span className="text-sm text-ink-muted">
          {published && story.publishedAt
            ? `Readers can find it since ${formatDate(story.publishedAt)}.`
            : story.privacyLevel === 'Private'
              ? 'Only you and your collaborators can see it.'
              : 'Listed for readers, not yet published.'}
        </span>
      </div>
      {story.abilities.publish ? (
        <div className="mt-4">
          {setPublished.error ? (
            <Alert tone="error" className="mb-3">
              {setPublished.error.message}
            </Alert>
          ) : null}
          <Button
            variant={published ? 'secondary' : 'primary'}
            onClick={() => setPublished.mutate(!published)}
            busy={setPublished.isPending}
            disabled={setPublished.isPending}
          >
            {published ? 'Unpublish' : 'Publish'}
          </Button>
          <p className="mt-2 text-xs text-ink-muted">
            {published
              ? 'Unpublishing makes the story private again.'
              : 'Publishing makes the story public for every reader.'}
          </p>
        </div>
      ) : null}
    </Panel>
  );
}

import { ImageOff } from 'lucide-react';
import type { StoryDetail } from '@common/schemas/story';
import { Panel } from '@client/components/ui/panel';
import { StoryDetailsList } from './story-details-list';

/** Cover, description (paragraphs kept) and the story's derived details. */
export function StoryOverview({ story, now }: { story: StoryDetail; now: number }) {
  return (
    <Panel size="lg" title="Overview">
      <div className="flex flex-col gap-6 sm:flex-row">
        {story.coverImage ? (
          <img
            src={story.coverImage}
            alt={`Cover of ${story.title}`}
            className="aspect-[2/3] w-32 shrink-0 self-start rounded-xl border border-line object-cover sm:w-40"
          />
        ) : (
          <div className="hidden aspect-[2/3] w-40 shrink-0 flex-col items-center justify-center gap-2 self-start rounded-xl border border-dashed border-line bg-surface-muted text-ink-muted sm:flex">
            <ImageOff aria-hidden="true" className="size-7" />
            <span className="text-xs">No cover yet</span>
          </div>
        )}
        <div className="min-w-0 flex-1">
          <p className="whitespace-pre-line break-words text-ink">
            {story.description || <span className="italic text-ink-muted">No description yet.</span>}
          </p>
          <div className="mt-6 border-t border-line pt-5">
            <StoryDetailsList story={story} now={now} />
          </div>
        </div>
      </div>
    </Panel>
  );
}

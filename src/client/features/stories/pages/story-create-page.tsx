import { useNavigate } from 'react-router';
import { ArrowLeft, FileInput, PenTool } from 'lucide-react';
import { PageHeader } from '@client/components/ui/page-header';
import { LinkButton } from '@client/components/ui/link-button';
import { useCreateStory } from '../api/create-story';
import { StoryForm } from '../components/story-form';

/** Create a Story (/stories/create): the story form, then the new story's detail page. */
export default function StoryCreatePage() {
  const navigate = useNavigate();
  const createStory = useCreateStory();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Create a Story"
        description="Give your story a name and a premise; chapters come next."
        icon={PenTool}
        actions={
          <LinkButton to="/stories/import" variant="secondary">
            <FileInput aria-hidden="true" className="size-4" />
            Import a manuscript
          </LinkButton>
        }
        eyebrow={
          <LinkButton to="/stories" variant="ghost" size="sm" className="-ml-3">
            <ArrowLeft aria-hidden="true" className="size-4" />
            My Stories
          </LinkButton>
        }
      />
      <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8">
        <StoryForm
          defaultValues={{
            title: '',
            description: '',
            genre: 'Fantasy',
            status: 'Planning',
            worldId: null,
            privacyLevel: 'Private',
            coverImage: null,
            tags: [],
            contentRating: 'General',
            contentWarnings: [],
            language: 'en',
          }}
          submitLabel="Create Story"
          onSave={(values) => createStory.mutateAsync(values)}
          onSaved={(story) => navigate(`/stories/${story.id}`, { replace: true })}
          onCancel={() => navigate('/stories')}
        />
      </div>
    </div>
  );
}

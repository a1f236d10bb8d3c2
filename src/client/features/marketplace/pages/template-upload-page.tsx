import { Upload } from 'lucide-react';
import { ComingSoonPage } from '@client/components/ui/coming-soon';

/** Upload Template (placeholder until the screen is built). */
export default function TemplateUploadPage() {
  return (
    <ComingSoonPage
      title="Upload Template"
      description="Share a story structure, world asset, character archetype or scenario pack."
      icon={Upload}
    />
  );
}

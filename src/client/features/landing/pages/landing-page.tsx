import { RouteNotice } from '@client/components/ui/route-notice';
import { AudienceBlocks } from '../components/audience-blocks';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { SampleStoriesSection } from '../components/sample-stories-section';
import { StatsBand } from '../components/stats-band';
import { VisionBlock } from '../components/vision-block';

/** The landing page for visitors (/about), in the order of SPEC section 2. */
export default function LandingPage() {
  return (
    <>
      <title>Inkforge · Forge worlds. Write legends.</title>
      {/* e.g. 'Your account has been deleted.' after deleting an account. */}
      <RouteNotice className="mx-auto w-full max-w-5xl px-4 pt-6 sm:px-6" />
      <Hero />
      <StatsBand />
      <AudienceBlocks />
      <FeatureGrid />
      <SampleStoriesSection />
      <VisionBlock />
    </>
  );
}

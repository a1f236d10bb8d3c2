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
      <Hero />
      <StatsBand />
      <AudienceBlocks />
      <FeatureGrid />
      <SampleStoriesSection />
      <VisionBlock />
    </>
  );
}

import { VIEW_SOURCES, VIEW_SOURCE_LABELS } from '@common/analytics';
import type { AuthorDay, ChapterReads, Sources, StoryDay } from '@common/schemas/analytics';
import { ChartCard } from '@client/components/charts/chart-card';

const days = (list: { day: string }[]) => list.map((d) => d.day);

/** Views and unique readers per day. */
export function ViewsCard({ list, file }: { list: StoryDay[]; file: string }) {
  return (
    <ChartCard
      title="Views and readers"
      note="Views are page opens; readers are counted once per person a day, without storing addresses."
      xLabel="Day"
      x={days(list)}
      kind="line"
      file={`${file}-views`}
      series={[
        { label: 'Views', values: list.map((d) => d.views) },
        { label: 'Unique readers', values: list.map((d) => d.readers) },
      ]}
    />
  );
}

/** Ratings, reviews, bookmarks and comments per day. */
export function EngagementCard({ list, file }: { list: StoryDay[]; file: string }) {
  return (
    <ChartCard
      title="Ratings, reviews, bookmarks and comments"
      xLabel="Day"
      x={days(list)}
      kind="line"
      file={`${file}-engagement`}
      series={[
        { label: 'Ratings', values: list.map((d) => d.ratings) },
        { label: 'Reviews', values: list.map((d) => d.reviews) },
        { label: 'Bookmarks', values: list.map((d) => d.bookmarks) },
        { label: 'Comments', values: list.map((d) => d.comments) },
      ]}
    />
  );
}

/** Readers by where they came from. */
export function SourcesCard({ sources, file }: { sources: Sources; file: string }) {
  return (
    <ChartCard
      title="Traffic sources"
      xLabel="Source"
      x={VIEW_SOURCES.map((s) => VIEW_SOURCE_LABELS[s])}
      kind="bars"
      file={`${file}-sources`}
      series={[{ label: 'Readers', values: VIEW_SOURCES.map((s) => sources[s]) }]}
    />
  );
}

const chapterName = (c: ChapterReads) => (c.title ? `${c.position}. ${c.title}` : `Chapter ${c.position}`);

/** Readers of each chapter over the period. */
export function ChapterReadsCard({ chapters, file }: { chapters: ChapterReads[]; file: string }) {
  return (
    <ChartCard
      title="Reads per chapter"
      xLabel="Chapter"
      x={chapters.map(chapterName)}
      kind="bars"
      file={`${file}-chapters`}
      series={[{ label: 'Readers', values: chapters.map((c) => c.readers) }]}
    />
  );
}

/** Where readers stop: each chapter's readers as a percent of the first chapter's. */
export function DropOffCard({ chapters, file }: { chapters: ChapterReads[]; file: string }) {
  return (
    <ChartCard
      title="Drop-off across chapters"
      note="Readers of each chapter as a percent of the first chapter's readers."
      xLabel="Chapter"
      x={chapters.map(chapterName)}
      kind="line"
      file={`${file}-drop-off`}
      series={[{ label: 'Readers kept (%)', values: chapters.map((c) => c.retained ?? 0) }]}
    />
  );
}

/** Followers gained and lost per day. */
export function FollowersCard({ list, file }: { list: AuthorDay[]; file: string }) {
  return (
    <ChartCard
      title="Followers gained and lost"
      xLabel="Day"
      x={days(list)}
      kind="line"
      file={`${file}-followers`}
      series={[
        { label: 'Gained', values: list.map((d) => d.followersGained) },
        { label: 'Lost', values: list.map((d) => d.followersLost) },
      ]}
    />
  );
}

/** Template sales and earnings (dollars) per day. */
export function SalesCard({ list, file }: { list: AuthorDay[]; file: string }) {
  return (
    <ChartCard
      title="Template sales and earnings"
      xLabel="Day"
      x={days(list)}
      kind="line"
      file={`${file}-sales`}
      series={[
        { label: 'Sales', values: list.map((d) => d.templateSales) },
        { label: 'Earnings ($)', values: list.map((d) => d.earningsCents / 100) },
      ]}
    />
  );
}

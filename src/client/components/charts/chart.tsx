import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '@common/number-format';

export type ChartSeries = { label: string; values: number[] };
type Props = {
  /** What the chart shows, read out in place of the drawing (the table view has the numbers). */
  label: string;
  /** The label of each point along the bottom: a day or a chapter. */
  x: string[];
  series: ChartSeries[];
  kind: 'line' | 'bars';
  /** Bars: label every n-th bar only (24 hours: every third). */
  labelEvery?: number;
  /** Bars: slant the labels, for names (genres, tags, authors) that would run into each other. */
  slanted?: boolean;
};

/** The series' colours: the theme's accent first, then fixed colours readable on light and dark. */
const FALLBACK = ['#7c3aed', '#0f766e', '#6d28d9', '#be185d'];
const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** An axis label: 'May 1' for a day, 'Ch. 3' for '3. The Signal' (the table has the titles), anything else as it is. */
const axisLabel = (s: string) => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return short.format(new Date(`${s}T00:00:00Z`));
  const chapter = /^(\d+)\. /.exec(s);
  return chapter ? `Ch. ${chapter[1]}` : s;
};
const cssColour = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * A chart drawn by uPlot on a canvas, loaded only when a chart first shows (the analytics page's
 * own chunk; the locked preview never loads it). The drawing is an image to assistive technology,
 * named by `label`; a legend under it names the series in their colours.
 */
export function Chart({ label, x, series, kind, labelEvery = 1, slanted = false }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // Redraw only when the numbers change, not on every render of the page.
  const data = JSON.stringify([x, series]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let plot: { destroy(): void; setSize(s: { width: number; height: number }): void } | undefined;
    let cancelled = false;
    const observer = new ResizeObserver(() => plot?.setSize({ width: el.clientWidth, height: 240 }));
    void (async () => {
      try {
        const { default: UPlot } = await import('uplot');
        await import('uplot/dist/uPlot.min.css');
        if (cancelled) return;
        const ink = cssColour('--color-ink-muted', '#6b7280');
        const grid = cssColour('--color-line', '#e5e7eb');
        const colours = [cssColour('--color-accent', FALLBACK[0]!), ...FALLBACK.slice(1)];
        const bars = kind === 'bars' ? UPlot.paths.bars?.({ size: [0.7, 64] }) : undefined;
        const top = Math.max(1, ...series.flatMap((s) => s.values)) * 1.1;
        const widest = formatNumber(Math.round(top)).length;
        const axis = { stroke: ink, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
        plot = new UPlot(
          {
            width: el.clientWidth,
            height: 240,
            legend: { show: false },
            cursor: { show: true, drag: { x: false, y: false } },
            scales: {
              x: {
                time: false,
                ...(kind === 'bars' ? { range: (): [number, number] => [-0.5, x.length - 0.5] } : {}),
              },
              y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
            },
            axes: [
              {
                ...axis,
                // Bars: one tick under each bar; lines: uPlot's spacing, on whole points only.
                ...(kind === 'bars' ? { splits: () => x.map((_, i) => i) } : {}),
                // Bars on a narrow chart: thin the labels to about one per 40 px (18 px slanted).
                values: (u, splits) => {
                  const fit =
                    kind === 'bars' ? Math.ceil((x.length * (slanted ? 18 : 40)) / Math.max(1, u.width)) : 1;
                  const every = Math.max(labelEvery, fit);
                  return splits.map((i) =>
                    Number.isInteger(i) && i % every === 0 ? axisLabel(x[i] ?? '') : '',
                  );
                },
                ...(slanted ? { rotate: -35, size: 90 } : {}),
              },
              // Wide enough for the largest number's label (uPlot's default cuts '250,000').
              { ...axis, size: Math.max(60, 20 + widest * 8) },
            ],
            series: [
              {},
              ...series.map((s, i) => ({
                label: s.label,
                stroke: colours[i % colours.length],
                width: 2,
                fill: kind === 'bars' ? colours[i % colours.length] : undefined,
                paths: bars,
                points: { show: kind === 'line' && x.length <= 31 },
              })),
            ],
          },
          [x.map((_, i) => i), ...series.map((s) => s.values)],
          el,
        );
        observer.observe(el);
      } catch {
        setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      observer.disconnect();
      plot?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `data` stands for x and series
  }, [kind, data, labelEvery, slanted]);

  if (failed)
    return (
      <p className="text-sm text-ink-muted">The chart could not be drawn; the table view has the numbers.</p>
    );
  return (
    <div>
      <div
        ref={box}
        role="img"
        aria-label={label}
        className="min-h-60 w-full min-w-0 overflow-hidden"
        data-testid="chart"
      />
      {series.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-4 text-sm text-ink-muted" aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.label} className="flex items-center gap-2">
              <span
                className="inline-block size-3 rounded-sm"
                style={{ background: i === 0 ? 'var(--color-accent)' : FALLBACK[i] }}
              />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

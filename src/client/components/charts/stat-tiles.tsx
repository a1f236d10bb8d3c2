/** The period's headline numbers as tiles: a label and a value each. */
export function StatTiles({ tiles }: { tiles: { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="analytics-totals">
      {tiles.map((t) => (
        <div key={t.label} className="rounded-xl border border-line bg-surface p-4 shadow-sm">
          <dt className="text-sm text-ink-muted">{t.label}</dt>
          <dd className="mt-1 font-display text-2xl font-bold text-ink tabular-nums">{t.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const STATS = [
  { value: '50K+', label: 'Storytellers' },
  { value: '200K+', label: 'Stories' },
  { value: '1M+', label: 'Characters' },
  { value: '500K+', label: 'Worlds' },
] as const;

/** The marketing numbers under the hero (SPEC: 50K+, 200K+, 1M+, 500K+). */
export function StatsBand() {
  return (
    <section aria-label="Inkforge in numbers" className="border-b border-line bg-surface">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-y-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col items-center text-center">
            <dt className="order-2 mt-1 text-sm font-medium tracking-wide text-ink-muted uppercase">
              {stat.label}
            </dt>
            <dd className="order-1 font-display text-4xl font-bold text-accent sm:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

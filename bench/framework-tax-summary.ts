/** One cell of one round: the app's figures over its twin's. */
export type Ratios = { throughput: number; p99: number; cpu: number };

/** Issue 22's goals for each ratio. */
export const GOALS = { throughput: 0.8, p99: 1.5, cpu: 1.25 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const meets = (r: Ratios) => r.throughput >= GOALS.throughput && r.p99 <= GOALS.p99 && r.cpu <= GOALS.cpu;

/**
 * Each cell (route at a connection count) over the rounds: the median of each ratio, whether the
 * medians meet all three goals, and in how many rounds the cell met them. On a machine whose
 * speed swings between runs a single round decides little; the median over interleaved rounds
 * is what the report judges a cell by.
 */
export function summariseRounds(cells: Map<string, Ratios[]>): string {
  const rows: string[] = [];
  let met = 0;
  const cpuMedians: number[] = [];
  for (const [cell, rounds] of cells) {
    const middle = {
      throughput: median(rounds.map((r) => r.throughput)),
      p99: median(rounds.map((r) => r.p99)),
      cpu: median(rounds.map((r) => r.cpu)),
    };
    cpuMedians.push(middle.cpu);
    if (meets(middle)) met++;
    rows.push(
      `| ${cell} | ${middle.throughput.toFixed(2)} | ${middle.p99.toFixed(2)} | ${middle.cpu.toFixed(2)} | ${meets(middle) ? 'yes' : 'no'} | ${rounds.filter(meets).length} of ${rounds.length} |`,
    );
  }
  return [
    '| conns, route | throughput ratio (median) | p99 ratio (median) | CPU ratio (median) | medians meet all three | rounds meeting all three |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    `Cells whose medians meet all three goals: ${met} of ${cells.size}; median of the cells' CPU ratios ${median(cpuMedians).toFixed(2)}.`,
  ].join('\n');
}

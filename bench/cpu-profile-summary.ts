import fs from 'node:fs';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = {
  id: number;
  callFrame: CallFrame;
  children?: number[];
};
type Profile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};

/** Where a frame's code lives: a package under node_modules, an app folder, Node itself, or V8's own buckets. */
export function owner(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : 'native';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node internals';
  const app = /\/(src\/server\/[^/]+(?:\/[^/]+)?)\//.exec(url);
  if (app) return app[1]!;
  return url.replace(/^.*\/(?=[^/]+\/[^/]+$)/, '');
}

/** Owners whose frames count for the code that called them (socket writes, string encoding). */
export const GENERIC_OWNERS = new Set(['native', 'node internals', '(root)']);

/** Adds `amount` to `key`'s running total. */
export const addTo = (tally: Map<string, number>, key: string, amount: number) =>
  tally.set(key, (tally.get(key) ?? 0) + amount);

/** A frame as the tables name it: function, owner and line. */
export const frameLabel = ({ functionName, url, lineNumber }: CallFrame) =>
  `${functionName || '(anonymous)'} ${owner(url, functionName)}${url ? `:${lineNumber + 1}` : ''}`;

/**
 * A markdown table of a tally's `count` largest entries: `heading` names the first column,
 * `columns` the value columns, which `cells` writes for each entry's amount.
 */
export function rankedTable(
  heading: string,
  columns: string,
  tally: Map<string, number>,
  count: number,
  cells: (amount: number) => string,
): string[] {
  const rows = [...tally]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, amount]) => `| ${key} | ${cells(amount)} |`);
  return [`| ${heading} | ${columns} |`, '|---|---|---|', ...rows];
}

/**
 * A markdown summary of a V8 CPU profile: busy main-thread time per request, self time by package
 * or app folder, time with each on the stack, and the top functions by self time. `requests` is how many requests
 * the profiled run served.
 */
export function summariseProfile(file: string, requests: number): string {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const ownerOf = (id: number) => {
    const { url, functionName } = nodes.get(id)!.callFrame;
    return owner(url, functionName);
  };
  let total = 0;
  let idle = 0;
  const attributed = new Map<string, number>();
  const onStack = new Map<string, number>();
  const byFunction = new Map<string, number>();
  profile.samples.forEach((leaf, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    total += us;
    const { callFrame } = nodes.get(leaf)!;
    if (callFrame.functionName === '(idle)') {
      idle += us;
      return;
    }
    addTo(byFunction, frameLabel(callFrame), us);
    // Native and Node frames (socket writes, string encoding) count for the code that called them.
    const seen = new Set<string>();
    let first: string | undefined;
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
      const who = ownerOf(id);
      if (GENERIC_OWNERS.has(who)) continue;
      first ??= who;
      seen.add(who);
    }
    addTo(attributed, first ?? ownerOf(leaf), us);
    for (const who of seen) addTo(onStack, who, us);
  });
  const busy = total - idle;
  const pct = (us: number) => ((us / busy) * 100).toFixed(1);
  const perRequest = (us: number) => (us / 1000 / requests).toFixed(3);
  const cells = (us: number) => `${perRequest(us)} | ${pct(us)}`;
  const units = 'ms a request | % of busy';
  return [
    `busy main thread ${(busy / 1000).toFixed(0)} ms of ${(total / 1000).toFixed(0)} ms sampled, ${requests} requests: ` +
      `${(busy / 1000 / requests).toFixed(3)} ms a request`,
    '',
    ...rankedTable(
      'self time by owner (Node and native frames count for their caller)',
      units,
      attributed,
      14,
      cells,
    ),
    '',
    ...rankedTable('on the stack (inclusive)', units, onStack, 14, cells),
    '',
    ...rankedTable('top functions (self)', units, byFunction, 15, cells),
  ].join('\n');
}

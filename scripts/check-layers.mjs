// The layer check of `npm run lint`: dependency-cruiser with .dependency-cruiser.cjs (who may
// import whom), then the server's units (a folder under src/server/modules, or any other folder
// of src/server; the seed is its own unit, a composition root like app.ts) must form no import
// cycle. Violations listed in .dependency-cruiser-known-violations.json and the cycle edges in
// KNOWN_CYCLE_EDGES are known debts, each named with its removal in docs/decisions.md; anything
// new fails. Exit code 1 on a failure, with one line per problem.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const KNOWN = '.dependency-cruiser-known-violations.json';

/** Import edges between units that are known to close a cycle, `from -> to`, to be removed. */
const KNOWN_CYCLE_EDGES = new Set([]);

const args = ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'];
if (existsSync(KNOWN)) args.push('--ignore-known', KNOWN);
const bin = new URL('../node_modules/.bin/depcruise', import.meta.url).pathname;
const result = JSON.parse(execFileSync(bin, args, { maxBuffer: 1 << 30, encoding: 'utf8' }));

const problems = result.summary.violations
  .filter((v) => v.rule.severity === 'error')
  .map((v) => `layer rule ${v.rule.name}: ${v.from} → ${v.to}`);

const unitOf = (path) => {
  if (path.startsWith('src/server/db/seed/')) return 'db/seed';
  return /^src\/server\/(modules\/[^/]+|[^/]+)\//.exec(path)?.[1];
};
/** unit → unit → one file-level import that makes the edge (for the message). */
const edges = new Map();
for (const mod of result.modules) {
  const from = unitOf(mod.source);
  if (!from) continue;
  if (!edges.has(from)) edges.set(from, new Map());
  for (const dep of mod.dependencies) {
    const to = unitOf(dep.resolved);
    if (!to || to === from || KNOWN_CYCLE_EDGES.has(`${from} -> ${to}`)) continue;
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${mod.source} → ${dep.resolved}`);
  }
}

// Tarjan's strongly connected components: every component of more than one unit is a cycle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const knots = [];
function visit(unit) {
  index.set(unit, counter);
  low.set(unit, counter++);
  stack.push(unit);
  onStack.add(unit);
  for (const next of edges.get(unit)?.keys() ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(unit, Math.min(low.get(unit), low.get(next)));
    } else if (onStack.has(next)) low.set(unit, Math.min(low.get(unit), index.get(next)));
  }
  if (low.get(unit) !== index.get(unit)) return;
  const knot = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    knot.push(member);
  } while (member !== unit);
  if (knot.length > 1) knots.push(knot.sort());
}
for (const unit of edges.keys()) if (!index.has(unit)) visit(unit);
for (const knot of knots) {
  const inside = knot.flatMap((u) =>
    [...edges.get(u)].filter(([to]) => knot.includes(to)).map(([, via]) => via),
  );
  problems.push(
    `server units import each other in a cycle: ${knot.join(', ')}\n    ${inside.join('\n    ')}`,
  );
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `\nLayer check failed: ${problems.length} problem(s). The rules are in docs/ARCHITECTURE.md.`,
  );
  process.exit(1);
}
console.log(
  `Layer check: ${result.summary.totalCruised} files, no layer rule broken, no cycle between server units.`,
);

import fs from 'node:fs';
import { addTo, frameLabel, GENERIC_OWNERS, owner, rankedTable } from './cpu-profile-summary';

type HeapNode = {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
};

/**
 * A markdown summary of a V8 sampling heap profile taken with the objects both collectors freed
 * counted (so it is what a request allocates, not what stays): bytes a request in all, by package
 * or app folder (Node and native frames count for the code that called them), and the top
 * allocating functions. Sizes are V8's scaled estimates from one sample every `samplingInterval`
 * bytes; `requests` is how many requests the profiled run served.
 */
export function summariseHeapProfile(file: string, requests: number): string {
  const { head } = JSON.parse(fs.readFileSync(file, 'utf8')) as { head: HeapNode };
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  const walk = (node: HeapNode, caller: string | undefined) => {
    const who = owner(node.callFrame.url, node.callFrame.functionName);
    if (node.selfSize) {
      total += node.selfSize;
      addTo(byOwner, GENERIC_OWNERS.has(who) ? (caller ?? who) : who, node.selfSize);
      addTo(byFunction, frameLabel(node.callFrame), node.selfSize);
    }
    for (const child of node.children) walk(child, GENERIC_OWNERS.has(who) ? caller : who);
  };
  walk(head, undefined);
  const kb = (bytes: number) => (bytes / 1024 / requests).toFixed(2);
  const pct = (bytes: number) => ((bytes / total) * 100).toFixed(1);
  const cells = (bytes: number) => `${kb(bytes)} | ${pct(bytes)}`;
  return [
    `allocated ${(total / 1024 / 1024).toFixed(1)} MB over ${requests} requests: ${kb(total)} KB a request`,
    '',
    ...rankedTable(
      'allocated by owner (Node and native frames count for their caller)',
      'KB a request | %',
      byOwner,
      14,
      cells,
    ),
    '',
    ...rankedTable('top allocating functions (self)', 'KB a request | %', byFunction, 20, cells),
  ].join('\n');
}

import fs from 'node:fs';
import { owner } from './cpu-profile-summary';

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
  const generic = new Set(['native', 'node internals', '(root)']);
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, bytes: number) => m.set(k, (m.get(k) ?? 0) + bytes);
  let total = 0;
  const walk = (node: HeapNode, caller: string | undefined) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const who = owner(url, functionName);
    const attributed = generic.has(who) ? (caller ?? who) : who;
    if (node.selfSize) {
      total += node.selfSize;
      add(byOwner, attributed, node.selfSize);
      add(
        byFunction,
        `${functionName || '(anonymous)'} ${who}${url ? `:${lineNumber + 1}` : ''}`,
        node.selfSize,
      );
    }
    for (const child of node.children) walk(child, generic.has(who) ? caller : who);
  };
  walk(head, undefined);
  const kb = (bytes: number) => (bytes / 1024 / requests).toFixed(2);
  const pct = (bytes: number) => ((bytes / total) * 100).toFixed(1);
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, bytes]) => `| ${k} | ${kb(bytes)} | ${pct(bytes)} |`);
  return [
    `allocated ${(total / 1024 / 1024).toFixed(1)} MB over ${requests} requests: ${kb(total)} KB a request`,
    '',
    '| allocated by owner (Node and native frames count for their caller) | KB a request | % |',
    '|---|---|---|',
    ...top(byOwner, 14),
    '',
    '| top allocating functions (self) | KB a request | % |',
    '|---|---|---|',
    ...top(byFunction, 20),
  ].join('\n');
}

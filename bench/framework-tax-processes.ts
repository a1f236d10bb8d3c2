import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/** The bench's server processes: how they start (with which Node options) and stop. */

/**
 * The V8 options `npm start` gives the server's Node (package.json's start script), which the
 * bench gives the app's process so it runs as it ships; the bare twin runs with Node's defaults.
 */
export function shippedNodeOptions(): string[] {
  const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const match = /\bnode((?: --[\w-]+(?:=\S+)?)*) scripts\/start\.mjs/.exec(scripts.start);
  if (!match)
    throw new Error('package.json: the start script no longer runs `node [options] scripts/start.mjs`');
  return match[1]!.trim().split(' ').filter(Boolean);
}

export type Server = { url: string; child: ChildProcess };

/**
 * Starts one server (`bench/framework-tax.ts --serve side`, with `args`) in its own process, the
 * app with the shipped Node options; its stdout (the app's log lines) goes to bench/out/framework-tax-<side>.log.
 * Resolves with its URL once it listens.
 */
export async function spawnServer(side: 'app' | 'bare', args: string[]): Promise<Server> {
  fs.mkdirSync('bench/out', { recursive: true });
  const log = fs.openSync(`bench/out/framework-tax-${side}.log`, 'a');
  const node = side === 'app' ? shippedNodeOptions() : [];
  const serve = [...node, '--import', 'tsx', 'bench/framework-tax.ts', '--serve', side, ...args];
  const child = spawn(process.execPath, serve, {
    env: process.env,
    stdio: ['ignore', log, 'inherit', 'ipc'],
  });
  fs.closeSync(log);
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`${side} server exited (${code}) before listening`)));
  });
  return { url, child };
}

/** Stops a server (SIGINT: it writes its profile, if any, and closes) and waits for it to exit. */
export async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

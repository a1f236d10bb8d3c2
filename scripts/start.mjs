// `npm start`: builds the web app when dist/client is missing or older than its sources (skipped
// when CLIENT_DIR names a build of your own), then runs the server in this same process, so npm
// has one child and whatever stops it (Ctrl+C, `kill`, a closed terminal, a container stop) reaches
// the server itself. Should npm die without passing the signal on, the server notices that its
// parent is gone and stops too. The script is `exec node scripts/start.mjs`: without `exec`, a
// shell between npm and us would swallow the SIGINT npm forwards.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

const newest = (dir) => {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) t = Math.max(t, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return t;
};

function needsBuild() {
  if (process.env.CLIENT_DIR) return false;
  const built = 'dist/client/index.html';
  const sources = Math.max(newest('src/client'), newest('src/common'), fs.statSync('vite.config.ts').mtimeMs);
  return !fs.existsSync(built) || fs.statSync(built).mtimeMs < sources;
}

/** Runs `vite build` as a child, showing the elapsed time while it works (it prints only warnings). */
async function buildClient() {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  const tty = process.stdout.isTTY;
  console.log('Building the web app (first run or changed sources; about half a minute)...');
  const ticker = setInterval(() => {
    if (tty) process.stdout.write(`\r  building... ${seconds()} s`);
    else if (seconds() % 10 === 0) console.log(`  still building, ${seconds()} s`);
  }, 1000);
  const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  const stop = (signal) => child.kill(signal);
  for (const signal of STOP_SIGNALS) process.on(signal, stop);
  const [code, signal] = await new Promise((resolve) => child.on('exit', (c, s) => resolve([c, s])));
  clearInterval(ticker);
  if (tty) process.stdout.write('\r\x1b[K');
  for (const s of STOP_SIGNALS) process.off(s, stop);
  if (signal) process.exit(1);
  if (code !== 0) {
    console.error(`Building the web app failed (exit code ${code}).`);
    process.exit(code ?? 1);
  }
  console.log(`Web app built in ${seconds()} s. Starting the server...`);
}

// When npm dies without passing a signal on (SIGHUP, SIGKILL), stop like on SIGTERM. Only under
// npm: `nohup node scripts/start.mjs &` is meant to outlive the shell that started it.
if (process.env.npm_lifecycle_event === 'start') {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
  }, 500).unref();
}

if (needsBuild()) await buildClient();
const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');

// `npm start`: builds the client when dist/client is missing or older than the client sources,
// then runs the server (TypeScript through tsx) as a child that receives our stop signals.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const newest = (dir) => {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) t = Math.max(t, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return t;
};
const built = 'dist/client/index.html';
const sources = Math.max(newest('src/client'), newest('src/common'), fs.statSync('vite.config.ts').mtimeMs);
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sources) {
  console.log('Building the client...');
  const r = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
// Pass stop signals on, so the server shuts down cleanly whoever stops `npm start`.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// `npm run dev`: the server in watch mode on :3000 (tsx restarts it on change) and Vite with hot
// reload on :5173, which proxies /api, /uploads, /dev and /collab to the server. Ctrl+C (or SIGTERM,
// SIGHUP) stops both. Both listen on this machine only: the server unless HOST says otherwise,
// Vite unless given --host.
import './require-node.mjs';
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], { stdio: 'inherit' }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
for (const c of children)
  c.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });

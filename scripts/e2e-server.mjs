// The server the end-to-end tests run against: the built client, the embedded PGlite database in a
// new temporary folder (never the developer's ./data, never a shared PostgreSQL), demo data on.
// E2E_CLIENT_DIR names a client build made beforehand (npm test builds once for both of its
// Playwright runs); without it, a fresh build goes into the temporary folder.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-e2e-'));
const prebuilt = process.env.E2E_CLIENT_DIR;
if (prebuilt && !fs.existsSync(path.join(prebuilt, 'index.html'))) {
  console.error(`E2E_CLIENT_DIR=${prebuilt} holds no client build (no index.html)`);
  process.exit(1);
}
const clientDir = prebuilt ? path.resolve(prebuilt) : path.join(dataDir, 'client');
if (!prebuilt) {
  const b = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, CLIENT_OUT_DIR: clientDir },
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
// The writing assistant talks to the OpenAI-shaped stand-in on the next port (the one model
// double; specs script it and read what it was sent at that port).
const standInPort = Number(process.env.PORT ?? 3210) + 1;
const standIn = spawn(process.execPath, ['--import', 'tsx', 'src/server/ai/stand-in-main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, STAND_IN_PORT: String(standInPort) },
});
// AI_PROVIDER=none in the environment runs the server with no model set up (the spec's check that
// every AI control says so).
const ai =
  process.env.AI_PROVIDER === 'none'
    ? {}
    : {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: `http://127.0.0.1:${standInPort}/v1`,
        AI_MODEL: 'stand-in-1',
      };
// Many spec files sign in from one address; the limit itself is covered by the server's own tests.
const env = {
  ...ai,
  ...process.env,
  DATA_DIR: dataDir,
  CLIENT_DIR: clientDir,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_AUTH_PER_MINUTE: '1000',
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit', env });
const stop = (signal) => {
  standIn.kill(signal);
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
server.on('exit', (code) => {
  standIn.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

// `npm test`: unit and API tests (Vitest; PGlite always, PostgreSQL too when DATABASE_URL is set),
// then the end-to-end tests in a real Chromium (Playwright) against the built app, and the writing
// assistant's spec once more against a server with no model set up. Every part always runs,
// whatever the ones before gave, and the last lines say how each ended; the exit code is non-zero
// when any failed.
//
// Both Playwright runs serve one client build made here (E2E_CLIENT_DIR, read by
// scripts/e2e-server.mjs) instead of building one each; if that build fails, each e2e server builds
// for itself as before. The no-model run is one test on a server of its own (the next free port
// pair after the main run's server and model stand-in), so it runs beside the main run instead of
// after it; its output is held and printed when it ends, so the two never interleave.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-e2e-client-'));
const clientDir = path.join(buildDir, 'client');
const e2ePort = Number(process.env.E2E_PORT ?? 3210);

/** Runs one part with Node; `held` keeps its output until it ends instead of streaming it. */
function run({ name, args, env = {}, held = false }) {
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      if (held) {
        console.log(`\n--- ${name} ---`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({
        name,
        ok: code === 0,
        detail: code === null ? `stopped by ${signal}` : `exit code ${code}`,
        minutes: ((Date.now() - started) / 60_000).toFixed(1),
      });
    });
  });
}

const results = [];
results.push(
  await run({ name: 'Unit and API tests (Vitest)', args: ['node_modules/vitest/vitest.mjs', 'run'] }),
);
const build = await run({
  name: 'Client build for the end-to-end tests (Vite)',
  args: ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
  env: { CLIENT_OUT_DIR: clientDir },
});
results.push(build);
const prebuilt = build.ok ? { E2E_CLIENT_DIR: clientDir } : {};
results.push(
  ...(await Promise.all([
    run({
      name: 'End-to-end tests (Playwright, Chromium)',
      args: ['node_modules/@playwright/test/cli.js', 'test'],
      env: prebuilt,
    }),
    // The writing assistant's 'not set up' check needs a server started with no model (issue 28).
    run({
      name: 'End-to-end, no AI provider (Playwright, Chromium)',
      args: ['node_modules/@playwright/test/cli.js', 'test', 'e2e/writing-assistant.spec.ts'],
      env: { ...prebuilt, AI_PROVIDER: 'none', E2E_PORT: String(e2ePort + 2) },
      held: true,
    }),
  ])),
);
fs.rmSync(buildDir, { recursive: true, force: true });
console.log('\nnpm test:');
for (const r of results)
  console.log(`  ${r.ok ? 'passed' : 'FAILED'}  ${r.name} (${r.detail}, ${r.minutes} min)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);

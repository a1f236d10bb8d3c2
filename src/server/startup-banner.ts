import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { AppInstance } from './app-types';
import type { Config } from './config';
import { isPaidTier, isReaderView } from '@common/entitlements';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import type { DemoSignIn } from './db/seed/demo-password';
import { isLoopbackHost } from './loopback';

/** The file a generated demo password goes to when the output is not a terminal. */
export const DEMO_PASSWORD_FILE = 'demo-password';

/**
 * What a person who just ran `npm start` needs, printed once the server listens: the address to
 * open, how to sign in to the demo, and the development pages this server serves.
 *
 * A generated demo password (a server reachable from other machines) is a secret: it is shown
 * only when the output is a terminal. Otherwise the output is likely kept (a service log, a
 * container's log), so the password goes to DATA_DIR/demo-password, readable by this user only,
 * and the banner says where. The README's published password is no secret and is always shown.
 */
export function startupBanner(
  app: AppInstance,
  config: Config,
  demo: DemoSignIn,
  terminal = process.stdout.isTTY === true,
): string {
  const port = (app.server.address() as AddressInfo | null)?.port ?? config.port;
  const wildcard = ['0.0.0.0', '::', '[::]'].includes(config.host);
  const local = `http://localhost:${port}`;
  const url = process.env.PUBLIC_URL
    ? config.publicUrl
    : isLoopbackHost(config.host) || wildcard
      ? local
      : `http://${config.host}:${port}`;
  const lines = [`Inkforge is ready: open ${url}`];
  if (!isLoopbackHost(config.host)) {
    lines.push(
      `  Listening on ${config.host}: reachable from other machines (set HOST=localhost for this machine only).`,
    );
  }
  if (demo?.published) {
    const admin = DEMO_ACCOUNTS.find((a) => a.isAdmin)!.email;
    const reader = DEMO_ACCOUNTS.find((a) => isReaderView(a.tier) && isPaidTier(a.tier))?.email;
    lines.push(
      `  Demo sign-ins: ${admin} (admin)${reader ? ` or ${reader} (reader)` : ''}, password ${demo.password}; more in the README.`,
    );
  } else if (demo && terminal) {
    lines.push(
      `  Demo accounts' password (shown only now; this server is reachable from other machines, so the README's is not used): ${demo.password}`,
    );
  } else if (demo) {
    const file = keepDemoPassword(config.dataDir, demo.password);
    lines.push(
      `  Demo accounts' password: in ${file} (readable by this user only; this output is not a terminal and may be kept in a log, so it is not shown here).`,
    );
  }
  const route = (path: string) => app.hasRoute({ method: 'GET', url: path });
  if (route('/dev/mail')) lines.push(`  Outbox of account e-mails (this machine only): ${local}/dev/mail`);
  if (route('/api/docs')) lines.push(`  API reference: ${url}/api/docs`);
  lines.push('  Stop with Ctrl+C.');
  return lines.join('\n');
}

/** Writes the generated demo password to an owner-only file (replacing an older one); returns its path. */
function keepDemoPassword(dataDir: string, password: string): string {
  const file = path.join(dataDir, DEMO_PASSWORD_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  return file;
}

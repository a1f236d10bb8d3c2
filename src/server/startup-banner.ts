import type { AddressInfo } from 'node:net';
import type { AppInstance } from './app-types';
import type { Config } from './config';
import { isPaidTier, isReaderView } from '@common/entitlements';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import type { DemoSignIn } from './db/seed/demo-password';
import { isLoopbackHost } from './loopback';

/**
 * What a person who just ran `npm start` needs, printed once the server listens: the address to
 * open, how to sign in to the demo, and the development pages this server serves.
 */
export function startupBanner(app: AppInstance, config: Config, demo: DemoSignIn): string {
  const port = (app.server.address() as AddressInfo | null)?.port ?? config.port;
  const wildcard = ['0.0.0.0', '::', '[::]'].includes(config.host);
  const local = `http://localhost:${port}`;
  const url = process.env.PUBLIC_URL ? config.publicUrl : isLoopbackHost(config.host) || wildcard ? local : `http://${config.host}:${port}`;
  const lines = [`Inkforge is ready: open ${url}`];
  if (!isLoopbackHost(config.host)) {
    lines.push(`  Listening on ${config.host}: reachable from other machines (set HOST=localhost for this machine only).`);
  }
  if (demo?.published) {
    const admin = DEMO_ACCOUNTS.find((a) => a.isAdmin)!.email;
    const reader = DEMO_ACCOUNTS.find((a) => isReaderView(a.tier) && isPaidTier(a.tier))?.email;
    lines.push(`  Demo sign-ins: ${admin} (admin)${reader ? ` or ${reader} (reader)` : ''}, password ${demo.password}; more in the README.`);
  } else if (demo) {
    lines.push(
      `  Demo accounts' password (shown only now; this server is reachable from other machines, so the README's is not used): ${demo.password}`,
    );
  }
  const route = (path: string) => app.hasRoute({ method: 'GET', url: path });
  if (route('/dev/mail')) lines.push(`  Outbox of account e-mails (this machine only): ${local}/dev/mail`);
  if (route('/api/docs')) lines.push(`  API reference: ${url}/api/docs`);
  lines.push('  Stop with Ctrl+C.');
  return lines.join('\n');
}

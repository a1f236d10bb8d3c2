import net from 'node:net';

/**
 * Loopback means "this machine only". The server listens on loopback by default outside
 * production, and some development pages answer only clients connecting over it.
 */

/** True for a listen address that only this machine can reach ('localhost', 127.x.x.x, ::1). */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || isLoopbackAddress(h);
}

/** True for a peer address on loopback, including IPv4 loopback written as IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase().replace(/^::ffff:/, '');
  if (net.isIPv4(a)) return a.startsWith('127.');
  return a === '::1' || a === '0:0:0:0:0:0:0:1';
}

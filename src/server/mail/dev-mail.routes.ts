import type { FastifyInstance } from 'fastify';
import type { OutboxMailer, StoredMail } from './outbox-mailer';
import { escapeHtml } from './templates';
import type { Config } from '../config';
import { isLoopbackAddress, isLoopbackHost } from '../loopback';

/** /dev/mail exists only while mail goes to the outbox (no SMTP_URL), and never in production. */
export const servesDevMail = (config: Pick<Config, 'smtpUrl' | 'env'>) =>
  !config.smtpUrl && config.env !== 'production';

/**
 * /dev/mail: the outbox as web pages, for development without a mail server. It shows the
 * confirmation and reset links of every account, so it answers only a browser on this machine:
 * the connection itself must come over loopback (the socket's address, never a header a client
 * can write), and a request a proxy forwarded (Forwarded, X-Forwarded-For, X-Real-IP) is
 * refused even from a local proxy. The Host header must name this machine (localhost, a loopback
 * address) or PUBLIC_URL's host: a page on another site whose name was re-pointed at 127.0.0.1
 * (DNS rebinding) reaches the socket over loopback, but its requests carry its own host name.
 * Anyone else gets the same 404 as a path that does not exist.
 * Plain HTML with inline styles: the CSP allows no outside assets.
 */
export async function devMailRoutes(app: FastifyInstance, opts: { outbox: OutboxMailer }) {
  const { outbox } = opts;
  const publicHost = new URL(app.ctx.config.publicUrl).hostname.toLowerCase();
  app.addHook('onRequest', async (request, reply) => {
    const forwarded = ['forwarded', 'x-forwarded-for', 'x-real-ip'].some(
      (h) => request.headers[h] !== undefined,
    );
    if (
      forwarded ||
      !isLoopbackAddress(request.raw.socket.remoteAddress) ||
      !isOwnHost(request.headers.host, publicHost)
    ) {
      return reply.callNotFound();
    }
  });

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await outbox.list();
    const rows = mails.map(
      (m) =>
        `<li style="padding:12px 0;border-bottom:1px solid #e3d6bf"><a href="/dev/mail/${m.id}">${escapeHtml(m.subject)}</a>` +
        `<div style="font-size:14px;color:#5c4a3a">to ${escapeHtml(m.to)} · <time datetime="${m.createdAt}">${formatTime(m.createdAt)}</time></div></li>`,
    );
    const body = mails.length
      ? `<ul style="list-style:none;padding:0;margin:0">${rows.join('')}</ul>`
      : '<p>No messages yet. Account e-mails (confirmation, password reset) appear here.</p>';
    return page(
      reply,
      'Outbox',
      `<h1 style="font-size:24px">Outbox</h1><p>${mails.length} message(s), newest first.</p>${body}`,
    );
  });

  app.get<{ Params: { id: string } }>('/dev/mail/:id', { schema: { hide: true } }, async (request, reply) => {
    const mail = await outbox.get(request.params.id);
    if (!mail) {
      reply.status(404);
      return page(
        reply,
        'Not found',
        '<h1 style="font-size:24px">Message not found</h1><p><a href="/dev/mail">Back to the outbox</a></p>',
      );
    }
    return page(reply, mail.subject, header(mail) + extractBody(mail.html));
  });
}

/** Whether a Host header names this machine: a loopback name or address, or PUBLIC_URL's host. */
export function isOwnHost(host: string | undefined, publicHost: string): boolean {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hostname === publicHost || hostname.endsWith('.localhost') || isLoopbackHost(hostname);
}

function header(m: StoredMail): string {
  return (
    '<p><a href="/dev/mail">&larr; Outbox</a></p>' +
    `<h1 style="font-size:24px">${escapeHtml(m.subject)}</h1>` +
    `<dl style="font-size:14px;color:#5c4a3a"><dt style="display:inline">From</dt> <dd style="display:inline;margin:0">${escapeHtml(m.from)}</dd><br>` +
    `<dt style="display:inline">To</dt> <dd style="display:inline;margin:0">${escapeHtml(m.to)}</dd><br>` +
    `<dt style="display:inline">Sent</dt> <dd style="display:inline;margin:0"><time datetime="${m.createdAt}">${formatTime(m.createdAt)}</time></dd></dl>`
  );
}

/** The inside of the message's <body>; our templates write whole documents. */
function extractBody(html: string): string {
  return /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
}

const formatTime = (iso: string) => escapeHtml(iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'));

function page(
  reply: { type(t: string): unknown; header(k: string, v: string): unknown },
  title: string,
  content: string,
) {
  reply.type('text/html; charset=utf-8');
  reply.header('cache-control', 'no-store');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Inkforge dev mail</title></head>
<body style="margin:0;padding:24px;background:#f6f1e7;font-family:system-ui,sans-serif;color:#2b2118">
<main style="max-width:720px;margin:0 auto">${content}</main>
</body></html>`;
}

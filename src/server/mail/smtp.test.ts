import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { freshIdentity, signUp } from '../auth/auth.test-support';
import { SmtpMailer } from './smtp-mailer';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives; plain text, login required. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'inkforge' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    logger: false,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Undoes quoted-printable, the transfer encoding nodemailer uses for these bodies. */
const decodeQuotedPrintable = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(check()).toBe(true);
};

describe('SMTP mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers a message with both bodies to the SMTP server', async () => {
    const mailer = new SmtpMailer(
      `smtp://inkforge:s3cret@127.0.0.1:${smtp.port}`,
      'Inkforge <no-reply@inkforge.test>',
    );
    try {
      await mailer.send({
        to: 'reader@example.com',
        subject: 'Hello there',
        text: 'plain body',
        html: '<p>html body</p>',
      });
    } finally {
      await mailer.close();
    }
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toBe('no-reply@inkforge.test');
    expect(mail.to).toEqual(['reader@example.com']);
    expect(mail.raw).toMatch(/^Subject: Hello there$/m);
    expect(mail.raw).toContain('plain body');
    expect(mail.raw).toContain('<p>html body</p>');
  });

  it('rejects the send when the server refuses the login', async () => {
    const mailer = new SmtpMailer(`smtp://inkforge:wrong@127.0.0.1:${smtp.port}`, 'x@inkforge.test');
    try {
      await expect(
        mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: 'h' }),
      ).rejects.toThrow();
    } finally {
      await mailer.close();
    }
  });

  describe('in the app, with SMTP_URL set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        SMTP_URL: `smtp://inkforge:s3cret@127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Inkforge <hello@inkforge.test>',
      });
    });
    afterAll(() => t.close());

    it('sends the confirmation e-mail over SMTP', async () => {
      const who = freshIdentity('smtp');
      expect((await signUp(t, who)).statusCode).toBe(200);
      await t.app.ctx.auth.settle();
      await waitFor(() => smtp.received.some((m) => m.to.includes(who.email)));
      const mail = smtp.received.find((m) => m.to.includes(who.email))!;
      expect(mail.from).toBe('hello@inkforge.test');
      expect(mail.raw).toMatch(/^Subject: Confirm your Inkforge account$/m);
      const body = decodeQuotedPrintable(mail.raw);
      expect(body).toContain('>Confirm my email</a>');
      expect(body).toMatch(/http:\/\/localhost:3000\/api\/v1\/auth\/verify-email\?token=[\w.-]+/);
    });

    it('has no /dev/mail pages', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
      expect(t.app.ctx.mailer.kind).toBe('smtp');
    });
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { MailLogger, MailMessage, Mailer } from './mailer';

/** A message as stored in the outbox: one JSON file per message. */
export type StoredMail = MailMessage & { id: string; from: string; createdAt: string };

/** Outbox ids are generated here; anything else (e.g. `../x`) is never a valid id. */
const ID_PATTERN = /^\d{13}-[0-9a-f]{8}$/;

/**
 * The embedded mail part (no SMTP_URL): every message is written to `dir` as JSON (owner-only)
 * and its recipient and subject are logged, never its links. A developer reads the links at
 * /dev/mail, which reads the same folder. Ids start with the time in milliseconds, so names sort by age.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;

  constructor(
    readonly dir: string,
    private readonly from: string,
    private readonly logger: MailLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
    const stored: StoredMail = { id, from: this.from, createdAt: new Date().toISOString(), ...message };
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(path.join(this.dir, `${id}.json`), JSON.stringify(stored, null, 2), { mode: 0o600 });
    // Never the body or its links: a confirmation or reset link signs its holder in, and logs are
    // kept and shared. The message itself is in the outbox (and at /dev/mail in development).
    this.logger.info({ to: message.to, subject: message.subject, id }, 'mail stored in outbox');
  }

  /** Every stored message, newest first. */
  async list(): Promise<StoredMail[]> {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const ids = names
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -5))
      .filter((id) => ID_PATTERN.test(id))
      .sort()
      .reverse();
    const mails = await Promise.all(ids.map((id) => this.get(id)));
    return mails.filter((m): m is StoredMail => m !== undefined);
  }

  /** One message by id; undefined when absent or when the id is not one of ours. */
  async get(id: string): Promise<StoredMail | undefined> {
    if (!ID_PATTERN.test(id)) return undefined;
    try {
      return JSON.parse(await fs.readFile(path.join(this.dir, `${id}.json`), 'utf8')) as StoredMail;
    } catch {
      return undefined;
    }
  }

  async close(): Promise<void> {}
}

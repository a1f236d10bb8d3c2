import path from 'node:path';
import type { Config } from '../config';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

/** One e-mail. `html` and `text` carry the same content; every link appears in both. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

/**
 * Sends e-mail. Implementations resolve once the message is accepted (written to the outbox, or
 * handed to the SMTP server) and reject when it was not, so callers can log the failure.
 */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  /** Releases connections; called when the app closes. */
  close(): Promise<void>;
}

/** The logging the mailers need; Fastify's pino logger fits. */
export type MailLogger = {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/** SMTP when SMTP_URL is set, otherwise the local outbox under DATA_DIR/outbox (SPEC: mail part). */
export function createMailer(config: Config, logger: MailLogger): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  return new OutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, logger);
}

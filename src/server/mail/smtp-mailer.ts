import { createTransport } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

/**
 * The production mail part (SMTP_URL set), e.g. `smtps://user:pass@smtp.example.com:465` or
 * `smtp://relay:587` (STARTTLS when the server offers it). Connections are pooled.
 */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: ReturnType<typeof createPool>;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createPool(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

const createPool = (url: string) => createTransport({ url, pool: true });

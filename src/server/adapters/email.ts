import nodemailer from 'nodemailer';
import type { Config } from '#src/server/config.ts';
import { type AdapterLog, type DeliveryResult, logOnlyMessageId, redactContact } from './delivery.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The outbox row id, for logs and the Message-ID. */
  reference: string;
}

export interface EmailSender {
  readonly transport: 'smtp' | 'log';
  send(message: EmailMessage): Promise<DeliveryResult>;
  close?(): void;
}

/** SMTP_URL (smtp:// or smtps://, credentials in the URL) through nodemailer. */
export function createSmtpEmailSender(smtpUrl: string, from: string): EmailSender {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // Below the outbox lease, so a hung server fails the attempt instead of outliving the claim.
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  const messageIdDomain = /@([^\s@>]+)>?\s*$/.exec(from)?.[1] ?? 'ligpit.invalid';
  return {
    transport: 'smtp',
    async send(message) {
      try {
        const info = await transporter.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          // Stable per outbox row: a copy sent again after a crash mid-send (decision 007) carries
          // the same Message-ID, which mail clients use to show duplicates once.
          messageId: `<${message.reference}@${messageIdDomain}>`,
        });
        return { status: 'sent', providerMessageId: info.messageId };
      } catch (error) {
        throw new Error(`SMTP: ${redactContact(error instanceof Error ? error.message : String(error))}`);
      }
    },
    close: () => transporter.close(),
  };
}

/** No SMTP_URL: nothing leaves the machine; the e-mail stays readable in the outbox table. */
export function createLogEmailSender(log: AdapterLog): EmailSender {
  return {
    transport: 'log',
    async send(message) {
      log.info({ notification: message.reference }, 'e-mail not sent (no SMTP_URL): kept in the outbox table');
      return { status: 'sent', providerMessageId: logOnlyMessageId(message.reference) };
    },
  };
}

export function createEmailSender(config: Config, log: AdapterLog): EmailSender {
  return config.smtpUrl ? createSmtpEmailSender(config.smtpUrl, config.mailFrom) : createLogEmailSender(log);
}

import nodemailer from 'nodemailer';
import type { Config, MailFrom } from '#src/server/config.ts';
import {
  type AdapterLog,
  type DeliveryResult,
  logOnlyMessageId,
  ProviderBusyError,
  type ProviderLimits,
  redactContact,
} from './delivery.ts';

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
  /** Throws ProviderBusyError when the server says "slow down": not a failed attempt. */
  send(message: EmailMessage): Promise<DeliveryResult>;
  /** The server's pace (issue 35): one message a call; calls a minute from SMTP_MESSAGES_PER_MINUTE. */
  limits?: ProviderLimits;
  close?(): void;
}

/**
 * A 421 (the server closes: too many connections or messages) or a temporary refusal that says
 * "slow down" in its words: wait and send again, not a failed attempt. Other 4xx stay failures.
 */
function smtpBusy(error: unknown): ProviderBusyError | null {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  const text = error instanceof Error ? error.message : String(error);
  if (typeof code !== 'number' || code < 400 || code >= 500) return null;
  if (code !== 421 && !/too many|rate.?limit|slow down|try again later/i.test(text)) return null;
  return new ProviderBusyError(`SMTP asked to slow down (${code}); waiting 60 s`, 60_000);
}

/** SMTP_URL (smtp:// or smtps://, credentials in the URL) through nodemailer. */
export function createSmtpEmailSender(
  smtpUrl: string,
  from: MailFrom,
  opts: { messagesPerMinute?: number | undefined } = {},
): EmailSender {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // Below the outbox lease, so a hung server fails the attempt instead of outliving the claim.
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  const messageIdDomain = from.address.slice(from.address.lastIndexOf('@') + 1) || 'ligpit.invalid';
  return {
    transport: 'smtp',
    limits: { callsPerMinute: opts.messagesPerMinute ?? null, recipientsPerCall: 1 },
    async send(message) {
      try {
        const info = await transporter.sendMail({
          from: from.mailbox,
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
        const slow = smtpBusy(error);
        if (slow) throw slow;
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
  return config.smtpUrl
    ? createSmtpEmailSender(config.smtpUrl, config.mailFrom, { messagesPerMinute: config.smtpMessagesPerMinute })
    : createLogEmailSender(log);
}

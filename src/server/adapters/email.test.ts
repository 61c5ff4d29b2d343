import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/server/config.ts';
import { type SmtpPeer, startSmtpPeer } from '#src/server/test/peers.ts';
import { silentLog } from './delivery.ts';
import { createEmailSender, createLogEmailSender, createSmtpEmailSender } from './email.ts';

describe('SMTP e-mail sender against a local SMTP server', () => {
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(() => peer.close());

  it('sends a plain-text and an HTML body from MAIL_FROM', async () => {
    const sender = createSmtpEmailSender(peer.url, { mailbox: 'Ligpit <hello@ligpit.ph>', address: 'hello@ligpit.ph' });
    const result = await sender.send({
      to: 'maria@example.ph',
      subject: 'Your Ligpit tracking number: ABCD1234',
      text: 'Plain ABCD1234',
      html: '<p>Rich <b>ABCD1234</b></p>',
      reference: 'n1',
    });
    sender.close?.();
    expect(result.status).toBe('sent');
    expect(result.status === 'sent' && result.providerMessageId).toBeTruthy();
    const mail = peer.received.at(-1)!;
    expect(mail.from).toBe('hello@ligpit.ph');
    expect(mail.to).toEqual(['maria@example.ph']);
    expect(mail.subject).toBe('Your Ligpit tracking number: ABCD1234');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.raw).toContain('Plain ABCD1234');
    // The outbox row's id: a copy sent again after a crash mid-send is the same message.
    expect(mail.raw).toMatch(/^Message-ID: <n1@ligpit\.ph>\r?$/m);
  });

  it('fails with the server’s answer when the server refuses, without the address', async () => {
    peer.failing = true;
    const sender = createSmtpEmailSender(peer.url, { mailbox: 'Ligpit <hello@ligpit.ph>', address: 'hello@ligpit.ph' });
    const error = await sender
      .send({ to: 'maria@example.ph', subject: 's', text: 't', reference: 'n2' })
      .catch((e: Error) => e);
    sender.close?.();
    peer.failing = false;
    expect(String(error)).toMatch(/SMTP: .*451/);
    expect(String(error)).not.toContain('maria@example.ph');
  });
});

describe('log e-mail sender', () => {
  it('is used without SMTP_URL and marks the message sent', async () => {
    expect(createEmailSender(loadConfig({}), silentLog).transport).toBe('log');
    expect(createEmailSender(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }), silentLog).transport).toBe('smtp');
    const result = await createLogEmailSender(silentLog).send({
      to: 'a@b.ph',
      subject: 's',
      text: 't',
      reference: 'n9',
    });
    expect(result).toEqual({ status: 'sent', providerMessageId: 'log-n9' });
  });
});

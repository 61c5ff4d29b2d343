import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/server/config.ts';
import { type SmsPeer, startSemaphorePeer, startTwilioPeer } from '#src/server/test/peers.ts';
import type { AdapterLog } from './delivery.ts';
import {
  createLogSmsSender,
  createSemaphoreSmsSender,
  createSmsSender,
  createTwilioSmsSender,
  smsTarget,
} from './sms.ts';

function recordingLog(): AdapterLog & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (obj, msg) => lines.push(`${msg} ${JSON.stringify(obj)}`),
    warn: (obj, msg) => lines.push(`${msg} ${JSON.stringify(obj)}`),
  };
}

describe('SMS target (product.md §7: normalised to +63, skipped when too short)', () => {
  it('normalises the ways people write a PH mobile number', () => {
    for (const raw of ['+63 917 123 4567', '+639171234567', '09171234567', '9171234567', '63-917-123-4567']) {
      expect(smsTarget(raw)).toBe('+639171234567');
    }
  });
  it('refuses numbers that are too short or too long', () => {
    for (const raw of ['', '+63 ', '+63 917', '0917123', '+63 917 123 45678']) expect(smsTarget(raw)).toBeNull();
  });
});

describe('log SMS sender', () => {
  it('marks the message sent without writing the number or text to the log', async () => {
    const log = recordingLog();
    const result = await createLogSmsSender(log).send({
      to: '+639171234567',
      body: 'Secret ABCD1234',
      reference: 'n1',
    });
    expect(result).toEqual({ status: 'sent', providerMessageId: 'log-n1' });
    expect(log.lines.join('\n')).not.toMatch(/9171234567|ABCD1234/);
  });
  it('skips an unusable number', async () => {
    const result = await createLogSmsSender(recordingLog()).send({ to: '+63 12', body: 'x', reference: 'n2' });
    expect(result).toEqual({ status: 'skipped', reason: 'Not a valid Philippine mobile number' });
  });
});

describe('Semaphore SMS sender against a local Semaphore', () => {
  let peer: SmsPeer;
  beforeAll(async () => {
    peer = await startSemaphorePeer({ apiKey: 'right-key' });
  });
  afterAll(() => peer.close());
  const sender = (apiKey: string) =>
    createSemaphoreSmsSender({ provider: 'semaphore', apiKey, senderName: 'LIGPIT', apiUrl: peer.url });

  it('posts apikey, number, message and sendername, and keeps the message id', async () => {
    const result = await sender('right-key').send({ to: '+639171234567', body: 'Hello from Ligpit', reference: 'n1' });
    expect(result).toEqual({ status: 'sent', providerMessageId: '1000' });
    expect(peer.received.at(-1)!.fields).toEqual({
      apikey: 'right-key',
      number: '09171234567',
      message: 'Hello from Ligpit',
      sendername: 'LIGPIT',
    });
  });

  it('fails on Semaphore’s 200-with-errors answer to a bad key', async () => {
    await expect(sender('wrong-key').send({ to: '+639171234567', body: 'x', reference: 'n2' })).rejects.toThrow(
      /Semaphore refused the message: .*apikey is invalid/,
    );
  });

  it('fails on an HTTP error without echoing the number', async () => {
    peer.failing = true;
    const error = await sender('right-key')
      .send({ to: '+639171234567', body: 'x', reference: 'n3' })
      .catch((e: Error) => e);
    peer.failing = false;
    expect(String(error)).toMatch(/Semaphore answered HTTP 503/);
    expect(String(error)).not.toContain('9171234567');
  });
});

describe('Twilio SMS sender against a local Twilio', () => {
  const account = { accountSid: 'AC123', authToken: 'token-xyz' };
  let peer: SmsPeer;
  beforeAll(async () => {
    peer = await startTwilioPeer(account);
  });
  afterAll(() => peer.close());

  it('posts To, From and Body with basic auth and keeps the sid', async () => {
    const twilio = createTwilioSmsSender({ provider: 'twilio', ...account, from: '+15005550006', apiUrl: peer.url });
    const result = await twilio.send({ to: '0917 123 4567', body: 'Hello', reference: 'n1' });
    expect(result.status).toBe('sent');
    expect(result.status === 'sent' && result.providerMessageId).toMatch(/^SM/);
    expect(peer.received.at(-1)!.fields).toEqual({ To: '+639171234567', From: '+15005550006', Body: 'Hello' });
  });

  it('fails with Twilio’s error code on bad credentials', async () => {
    const twilio = createTwilioSmsSender({
      provider: 'twilio',
      ...account,
      authToken: 'nope',
      from: '+1',
      apiUrl: peer.url,
    });
    await expect(twilio.send({ to: '09171234567', body: 'x', reference: 'n2' })).rejects.toThrow(
      'Twilio answered HTTP 401 (code 20003): Authenticate',
    );
  });
});

describe('choosing the SMS provider from SMS_PROVIDER', () => {
  it('uses log by default, and Semaphore or Twilio when configured', () => {
    const log = recordingLog();
    expect(createSmsSender(loadConfig({}), log).provider).toBe('log');
    expect(createSmsSender(loadConfig({ SMS_PROVIDER: 'semaphore', SEMAPHORE_API_KEY: 'k' }), log).provider).toBe(
      'semaphore',
    );
    const twilio = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1' };
    expect(createSmsSender(loadConfig(twilio), log).provider).toBe('twilio');
  });
});

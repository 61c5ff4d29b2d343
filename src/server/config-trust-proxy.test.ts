import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig, trustProxyOption } from './config.ts';

// Issue 39, finding 7: TRUST_PROXY=1 trusted every hop, so a client-chosen left-most
// X-Forwarded-For address became the client's and skipped every per-address limit.
async function clientAddressSeen(trustProxy: string, forwardedFor: string, remoteAddress = '10.0.0.2') {
  const app = Fastify({
    trustProxy: trustProxyOption(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: trustProxy }).trustProxy),
  });
  app.get('/ip', async (request) => request.ip);
  const res = await app.inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
  await app.close();
  return res.body;
}

describe('TRUST_PROXY', () => {
  it('reads off, a hop count, and a list of proxy addresses or CIDRs', () => {
    const read = (v: string) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: v }).trustProxy;
    expect(read('')).toBe(false);
    expect(read('0')).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('1')).toBe(1);
    expect(read('true')).toBe(1);
    expect(read('2')).toBe(2);
    expect(read('10.0.0.0/8, 192.0.2.7,2001:db8::/32')).toEqual(['10.0.0.0/8', '192.0.2.7', '2001:db8::/32']);
    expect(() => read('proxy.example')).toThrow(/TRUST_PROXY/);
    expect(() => read('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
  });

  it('with 1, takes the address the one proxy saw, not one the client wrote in front of it', async () => {
    expect(await clientAddressSeen('1', '6.6.6.6, 203.0.113.5')).toBe('203.0.113.5');
  });

  it('with 2, takes the address two proxies in front saw', async () => {
    expect(await clientAddressSeen('2', '6.6.6.6, 203.0.113.5, 10.0.0.9')).toBe('203.0.113.5');
  });

  it('with proxy addresses, believes only those: a client not on the list is itself', async () => {
    expect(await clientAddressSeen('10.0.0.0/8', '6.6.6.6, 203.0.113.5')).toBe('203.0.113.5');
    expect(await clientAddressSeen('10.0.0.0/8', '6.6.6.6', '198.51.100.3')).toBe('198.51.100.3');
  });
});

import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from './request-logger.ts';

function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const parent = pino({ level, redact: { paths: ['*.email'], censor: '[redacted]' } }, stream);
  return { parent, lines, child: vi.spyOn(parent, 'child') };
}

describe('lazyRequestLogger', () => {
  it('makes no child while nothing is logged at an enabled level', () => {
    const { parent, lines, child } = logger('warn');
    const log = lazyRequestLogger(parent, { reqId: 'r-1' }, { level: 'warn' });
    log.info('incoming request');
    log.debug({ a: 1 }, 'detail');
    expect(typeof log.child).toBe('function');
    expect(typeof log.error).toBe('function');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toHaveLength(0);
  });

  it('logs as pino’s own child once a line is due: the request id bound, the redaction applied', () => {
    const { parent, lines, child } = logger('warn');
    const log = lazyRequestLogger(parent, { reqId: 'r-2' }, { level: 'warn' });
    log.warn({ body: { email: 'maria@example.ph' } }, 'first');
    log.error('second');
    log.info('not due');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { reqId: 'r-2', msg: 'first', body: { email: '[redacted]' } },
      { reqId: 'r-2', msg: 'second' },
    ]);
  });

  it('checks a line against the route’s level, not the app’s', () => {
    const { parent, lines } = logger('warn');
    const log = lazyRequestLogger(parent, { reqId: 'r-3' }, { level: 'debug' });
    log.debug('route detail');
    expect(lines).toMatchObject([{ reqId: 'r-3', msg: 'route detail' }]);
    expect(log.level).toBe('debug');
  });
});

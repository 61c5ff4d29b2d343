import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on the embedded defaults with no environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.sms).toEqual({ provider: 'log' });
    expect(config.maintenanceMode).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid PORT/],
    [{ PORT: '70000' }, /^Invalid PORT/],
    [{ DATABASE_URL: 'mysql://db/x' }, /^Invalid DATABASE_URL/],
    [{ SMS_PROVIDER: 'semaphore' }, /^Missing SEMAPHORE_API_KEY/],
    [{ AUTH_SECRET: 'short' }, /^Invalid AUTH_SECRET/],
    [{ ADMIN_EMAIL: 'staff@ligpit.ph' }, /ADMIN_EMAIL\/ADMIN_PASSWORD/],
    [{ TRUSTED_ORIGINS: '192.168.1.20:3000' }, /^Invalid TRUSTED_ORIGINS/],
    [{ TRUSTED_ORIGINS: 'http://192.168.1.20:3000/app' }, /^Invalid TRUSTED_ORIGINS/],
    [{ TRUSTED_ORIGINS: 'ftp://192.168.1.20' }, /^Invalid TRUSTED_ORIGINS/],
  ])('refuses %o with one line naming the variable', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });

  it('reads a PostgreSQL URL and the maintenance switch', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/app', MAINTENANCE_MODE: '1' });
    expect(config.databaseUrl).toBe('postgres://u@127.0.0.1:5432/app');
    expect(config.maintenanceMode).toBe(true);
  });

  it('trusts PUBLIC_URL, localhost and 127.0.0.1 on the port, and TRUSTED_ORIGINS', () => {
    expect(loadConfig({ PORT: '3100' }).trustedOrigins).toEqual(['http://localhost:3100', 'http://127.0.0.1:3100']);
    const config = loadConfig({
      PUBLIC_URL: 'https://ligpit.ph/',
      TRUSTED_ORIGINS: ' http://192.168.1.20:3000/ , https://staging.ligpit.ph',
    });
    expect(config.trustedOrigins).toEqual([
      'https://ligpit.ph',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://192.168.1.20:3000',
      'https://staging.ligpit.ph',
    ]);
  });
});

import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { canonicalEmail, isOrdinaryEmail } from '#src/shared/core/email.ts';
import {
  isTileTemplate,
  type MapConfig,
  openStreetMapAttribution,
  openStreetMapTiles,
} from '#src/shared/core/map-config.ts';

// Read the environment once, at boot, and refuse to start with one clear line naming a bad variable.
const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/**
 * Issue 39: which hops' X-Forwarded-For entries to believe. Off; a hop count (`1`, `true` meaning one
 * hop, so a client-chosen left-most entry is never taken); or the proxies' addresses and CIDRs, as
 * Fastify's trustProxy takes them. Trusting every hop is not offered: it lets a client pick its address.
 */
const trustProxySetting = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const value = (v ?? '').trim();
    if (value === '' || value === '0' || value === 'false') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 32) return hops;
    }
    const proxies = value
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const bad = proxies.find((p) => !isProxyAddress(p));
    if (bad === undefined && proxies.length > 0) return proxies;
    ctx.addIssue({ code: 'custom', message: 'must be a hop count (1–32) or proxy addresses/CIDRs, comma-separated' });
    return z.NEVER;
  });

/**
 * The setting as Fastify's trustProxy. Fastify 5.12 ignores a bare hop count (it trusts no hop then),
 * so a count becomes proxy-addr's own rule for one: the first `hops` addresses from the socket inward.
 */
export function trustProxyOption(
  setting: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return setting === 0 ? false : (_address, hop) => hop < setting;
}

function isProxyAddress(value: string): boolean {
  const [address = '', bits, extra] = value.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || isUrlWith(v, protocols), {
      message: `must be a ${protocols.join(' or ')} URL`,
    });

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** "http://192.168.1.20:3000": a scheme, a host and maybe a port, nothing after. */
function isOrigin(value: string): boolean {
  if (!isUrlWith(value, ['http', 'https'])) return false;
  const url = new URL(value);
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
}

function isUrlWith(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol.replace(/:$/, ''));
  } catch {
    return false;
  }
}

/** A whole number of seconds, at least `min`. */
function seconds(min: number, fallback: number) {
  return z.coerce
    .number({ message: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(min, `must be at least ${min}`)
    .default(fallback);
}

/** MAIL_FROM as written ("Ligpit <hello@ligpit.ph>") and its address ("hello@ligpit.ph"). */
export interface MailFrom {
  mailbox: string;
  address: string;
}

/** "Ligpit <hello@ligpit.ph>" → "hello@ligpit.ph": the address of a mailbox as MAIL_FROM writes it. */
function mailboxAddress(mailbox: string): string {
  return /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox.trim();
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  TRUSTED_ORIGINS: z
    .string()
    .optional()
    .refine((v) => v === undefined || splitList(v).every(isOrigin), {
      message: 'must be comma-separated http(s) origins such as http://192.168.1.20:3000',
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAINTENANCE_MODE: flag,
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Issue 26: the one e-mail rule, and the canonical spelling every account is stored in.
  ADMIN_EMAIL: z
    .string()
    .refine(isOrdinaryEmail, 'must be an ordinary e-mail address (no quotes, comments or IP literals)')
    .transform(canonicalEmail)
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  // Read once here (issue 38): the mailbox as written, for the From header, and its address.
  MAIL_FROM: z
    .string()
    .default('Ligpit <hello@ligpit.ph>')
    .transform((mailbox): MailFrom => ({ mailbox, address: mailboxAddress(mailbox) })),
  // Issue 26 (RA 10173): the data protection officer's address, named on /privacy.
  PRIVACY_CONTACT: z
    .string()
    .refine(isOrdinaryEmail, 'must be an ordinary e-mail address')
    .transform(canonicalEmail)
    .optional(),
  // Issue 40 item 16: where e-mails for staff go (a claim undone, a request to handle). Defaults to
  // ADMIN_EMAIL, else MAIL_FROM's address (the site's sender, which nobody may read).
  STAFF_INBOX: z
    .string()
    .refine(isOrdinaryEmail, 'must be an ordinary e-mail address')
    .transform(canonicalEmail)
    .optional(),
  // Issue 26, decision 048: days after a request ended before its personal data is erased.
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  SMS_PROVIDER: z.enum(['log', 'semaphore', 'twilio']).default('log'),
  SEMAPHORE_API_KEY: z.string().optional(),
  SEMAPHORE_SENDER_NAME: z.string().default('LIGPIT'),
  SEMAPHORE_API_URL: optionalUrl(['http', 'https']),
  // Issue 35: templates sent by Semaphore's priority route (not rate limited, twice the price).
  SEMAPHORE_PRIORITY_TEMPLATES: z.string().optional(),
  SEMAPHORE_PRIORITY_URL: optionalUrl(['http', 'https']),
  // Issue 35: the provider's calls a minute when the account's differ from the documented ones.
  SMS_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).optional(),
  // Issue 35: the SMTP server's messages a minute (unset: no pace of our own; 4xx "slow down" still waits).
  SMTP_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_URL: optionalUrl(['http', 'https']),
  S3_ENDPOINT: optionalUrl(['http', 'https']),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('auto'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  VISION_API_URL: optionalUrl(['http', 'https']),
  VISION_API_KEY: z.string().optional(),
  VISION_MODEL: z.string().default('gpt-4o-mini'),
  TRUST_PROXY: trustProxySetting,
  RATE_LIMIT_ALLOW: z.string().optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  OUTBOX_LEASE_SECONDS: seconds(5, 120),
  SHUTDOWN_TIMEOUT_SECONDS: seconds(1, 25),
  READY_OUTBOX_MAX_WAIT_SECONDS: seconds(1, 300),
  // Issue 37 (decision 091): the maps' tiles. Unset: OpenStreetMap's; empty: no tiles (pins and line only).
  MAP_TILE_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.trim() === '' || isTileTemplate(v.trim()), {
      message: 'must be an http(s) tile template with {z}, {x} and {y}, or empty for no tiles',
    }),
  MAP_TILE_ATTRIBUTION: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /**
   * Origins a browser may sign in and change things from (Better Auth and our CSRF check use this
   * one list): PUBLIC_URL's, http://localhost:PORT, http://127.0.0.1:PORT and TRUSTED_ORIGINS.
   */
  trustedOrigins: string[];
  logLevel: Env['LOG_LEVEL'];
  maintenanceMode: boolean;
  /** When unset, main.ts keeps a generated secret in DATA_DIR (one instance); set it for several instances. */
  authSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  smtpUrl: string | undefined;
  /** SMTP_MESSAGES_PER_MINUTE: the outbox hands the SMTP server at most this many a minute. */
  smtpMessagesPerMinute: number | undefined;
  mailFrom: MailFrom;
  /** Where people reach the data protection officer (PRIVACY_CONTACT; MAIL_FROM's address when unset). */
  privacyContact: string;
  /** Where e-mails for staff go (STAFF_INBOX, else ADMIN_EMAIL, else MAIL_FROM's address). */
  staffInbox: string;
  /** The address people write to with questions, named on Who We Are and in SMS (MAIL_FROM's). */
  contactEmail: string;
  /** Days after a request ended before its personal data is erased (RETENTION_DAYS, 180). */
  retentionDays: number;
  sms:
    | { provider: 'log' }
    | {
        provider: 'semaphore';
        apiKey: string;
        senderName: string;
        apiUrl: string;
        /** Default: apiUrl with /messages replaced by /priority. */
        priorityUrl?: string;
        /** Outbox templates sent by the priority route (SEMAPHORE_PRIORITY_TEMPLATES). */
        priorityTemplates?: string[];
        callsPerMinute?: number;
      }
    | {
        provider: 'twilio';
        accountSid: string;
        authToken: string;
        from: string;
        apiUrl: string;
        callsPerMinute?: number;
      };
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | undefined;
  redisUrl: string | undefined;
  vision: { url: string; apiKey: string; model: string } | undefined;
  /** Fastify's trustProxy: off, a hop count, or the proxies' addresses and CIDRs. */
  trustProxy: false | number | string[];
  /** Client addresses the rate limits skip (benchmarks); comma-separated in RATE_LIMIT_ALLOW. */
  rateLimitAllow: string[];
  /** GET /metrics needs it as a bearer token; unset, only an unproxied request from loopback may scrape. */
  metricsToken: string | undefined;
  /**
   * How long an outbox claim lasts before another worker may take the row over (decision 007):
   * longer than any provider timeout (30 s), or a slow send could go out twice.
   */
  outboxLeaseMs: number;
  /** On SIGTERM, how long requests in flight and the outbox's last batch get before the process exits. */
  shutdownTimeoutMs: number;
  /** /api/health/ready answers 503 once a due message has waited longer than this for a worker. */
  readyOutboxMaxWaitMs: number;
  /** The maps' tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION): a null tileUrl draws no tiles. */
  map: MapConfig;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'bad value'} (got "${source[name] ?? ''}")`);
  }
  const e = parsed.data;
  const need = (name: keyof Env, value: string | undefined): string => {
    if (!value) throw new ConfigError(`Missing ${name}: required by SMS_PROVIDER=${e.SMS_PROVIDER} or S3_* settings`);
    return value;
  };
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid ADMIN_EMAIL/ADMIN_PASSWORD: set both or neither');
  }

  let sms: Config['sms'] = { provider: 'log' };
  if (e.SMS_PROVIDER === 'semaphore') {
    sms = {
      provider: 'semaphore',
      apiKey: need('SEMAPHORE_API_KEY', e.SEMAPHORE_API_KEY),
      senderName: e.SEMAPHORE_SENDER_NAME,
      apiUrl: e.SEMAPHORE_API_URL ?? 'https://api.semaphore.co/api/v4/messages',
      ...(e.SEMAPHORE_PRIORITY_URL ? { priorityUrl: e.SEMAPHORE_PRIORITY_URL } : {}),
      priorityTemplates: splitList(e.SEMAPHORE_PRIORITY_TEMPLATES ?? ''),
      ...(e.SMS_CALLS_PER_MINUTE ? { callsPerMinute: e.SMS_CALLS_PER_MINUTE } : {}),
    };
  } else if (e.SMS_PROVIDER === 'twilio') {
    const accountSid = need('TWILIO_ACCOUNT_SID', e.TWILIO_ACCOUNT_SID);
    sms = {
      provider: 'twilio',
      accountSid,
      authToken: need('TWILIO_AUTH_TOKEN', e.TWILIO_AUTH_TOKEN),
      from: need('TWILIO_FROM', e.TWILIO_FROM),
      apiUrl: e.TWILIO_API_URL ?? `https://api.twilio.com/2010-04-01/Accounts/${accountSid}/Messages.json`,
      ...(e.SMS_CALLS_PER_MINUTE ? { callsPerMinute: e.SMS_CALLS_PER_MINUTE } : {}),
    };
  }

  const s3 = e.S3_BUCKET
    ? {
        endpoint: need('S3_ENDPOINT', e.S3_ENDPOINT),
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        accessKeyId: need('S3_ACCESS_KEY_ID', e.S3_ACCESS_KEY_ID),
        secretAccessKey: need('S3_SECRET_ACCESS_KEY', e.S3_SECRET_ACCESS_KEY),
      }
    : undefined;

  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const trustedOrigins = [
    ...new Set([
      new URL(publicUrl).origin,
      `http://localhost:${e.PORT}`,
      `http://127.0.0.1:${e.PORT}`,
      ...splitList(e.TRUSTED_ORIGINS ?? '').map((o) => new URL(o).origin),
    ]),
  ];

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    trustedOrigins,
    logLevel: e.LOG_LEVEL,
    maintenanceMode: e.MAINTENANCE_MODE,
    authSecret: e.AUTH_SECRET,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    smtpUrl: e.SMTP_URL,
    smtpMessagesPerMinute: e.SMTP_MESSAGES_PER_MINUTE,
    mailFrom: e.MAIL_FROM,
    privacyContact: e.PRIVACY_CONTACT ?? e.MAIL_FROM.address,
    staffInbox: e.STAFF_INBOX ?? e.ADMIN_EMAIL ?? e.MAIL_FROM.address,
    contactEmail: e.MAIL_FROM.address,
    retentionDays: e.RETENTION_DAYS,
    sms,
    s3,
    redisUrl: e.REDIS_URL,
    vision: e.VISION_API_KEY
      ? { url: e.VISION_API_URL ?? 'https://api.openai.com/v1', apiKey: e.VISION_API_KEY, model: e.VISION_MODEL }
      : undefined,
    trustProxy: e.TRUST_PROXY,
    rateLimitAllow: (e.RATE_LIMIT_ALLOW ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    metricsToken: e.METRICS_TOKEN,
    outboxLeaseMs: e.OUTBOX_LEASE_SECONDS * 1000,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    readyOutboxMaxWaitMs: e.READY_OUTBOX_MAX_WAIT_SECONDS * 1000,
    map: mapSetting(e.MAP_TILE_URL, e.MAP_TILE_ATTRIBUTION),
  };
}

function mapSetting(url: string | undefined, attribution: string | undefined): MapConfig {
  const tileUrl = url === undefined ? openStreetMapTiles : url.trim() || null;
  // Our own tiles need no credit line unless one is given; OpenStreetMap's terms ask for theirs.
  const credit = attribution ?? (tileUrl === openStreetMapTiles ? openStreetMapAttribution : '');
  return { tileUrl, attribution: tileUrl ? credit : '' };
}

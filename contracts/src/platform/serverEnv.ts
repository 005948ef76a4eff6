import { z } from 'zod';
import { clientEnvShape } from './clientConfig';

/** The subnet names Express's `trust proxy` (proxy-addr) knows. */
const PROXY_SUBNET_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) =>
  PROXY_SUBNET_NAMES.has(entry) || [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()].some((format) => format.safeParse(entry).success);

/**
 * Express's `trust proxy`: `false` (default: the socket's address is the client), `true` (any forwarder — only
 * behind a proxy that overwrites X-Forwarded-For), a hop count, or a comma-separated list of subnet names, addresses
 * and CIDRs. Checked here so that a typo fails at start-up instead of silently trusting nobody.
 */
const trustProxySetting = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): boolean | number | string[] => {
    if (value === 'false' || value === '') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (invalid.length === 0) return entries;
    context.addIssue({ code: 'custom', message: `not a hop count, true/false, loopback/linklocal/uniquelocal, address or CIDR: ${invalid.join(', ')}` });
    return z.NEVER;
  });

/**
 * Every environment variable the server processes read, with defaults that work on a developer machine.
 * Parsed once at start-up by each process (api, projections, workers); the README's configuration table mirrors this.
 */
export const serverEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z.string().min(1).optional(),
    EVENTSTORE_URL: z.string().default(''),
    /** An append transaction open longer than this (seconds) holds every reader back: logged and shown to staff. */
    EVENTSTORE_STALE_APPEND_SECONDS: z.coerce.number().positive().max(86_400).default(30),
    REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
    /** Namespaces our Redis keys and queues; by default per database, so installations sharing a Redis never mix. */
    REDIS_KEY_PREFIX: z.string().regex(/^[\w:.-]*$/).optional(),
    MQTT_URL: z.string().default('mqtt://127.0.0.1:1883'),
    /** Namespaces our MQTT topics at the broker; by default per database, so installations sharing a broker never mix. */
    MQTT_TOPIC_PREFIX: z.string().regex(/^[\w./-]*$/, 'letters, digits and . / - _ only (no MQTT wildcards)').optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TIME_ZONE: z.string().default('UTC'),
    READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
    PROJECTION_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
    JSON_BODY_LIMIT: z.string().default('1mb'),
    /** Requests per minute per client address, for requests without a valid access token. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** Requests per minute per signed-in user, wherever they come from (an office behind one NAT address shares nothing). */
    RATE_LIMIT_PER_USER_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    TRUST_PROXY: trustProxySetting,
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(24 * 3600).default(1800),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(7),
    /** A refresh token presented again this soon after its rotation gets the same successor (two tabs at once), not a revoked session. */
    REFRESH_TOKEN_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).default(20),
    AUTH_CAPTCHA: z.enum(['on', 'off']).default('on'),
    ROOT_PASSWORD: z.string().min(12, 'ROOT_PASSWORD must be at least 12 characters').optional(),
    /** Who takes VIP payments: `simulated` (the only adapter built) is a bank the api plays itself, with its page at /dev/bank outside production. */
    PAYMENTS_ADAPTER: z.enum(['simulated']).default('simulated'),
    /** The provider signs its webhooks with this (HMAC-SHA256); outside production one is generated and kept like JWT_SECRET. */
    PAYMENT_WEBHOOK_SECRET: z.string().min(32, 'PAYMENT_WEBHOOK_SECRET must be at least 32 characters').optional(),
    /** The EMVCo merchant QR flavour of the payment codes: LAO QR (LAPNet, tag 38) or Thai PromptPay (tag 29). */
    PAYMENT_SCHEME: z.enum(['laoqr', 'promptpay']).default('laoqr'),
    /** The merchant account the scheme routes payments to (a LAPNet merchant id, a PromptPay biller id). */
    MERCHANT_ACCOUNT: z.string().regex(/^[\w.-]{1,40}$/, 'letters, digits, . - _ only (at most 40)').default('0201000012345678'),
    /** The merchant's name and city in the QR (EMVCo tags 59 and 60: at most 25 and 15 characters). */
    MERCHANT_NAME: z.string().trim().min(1).max(25).default('JobMarket'),
    MERCHANT_CITY: z.string().trim().min(1).max(15).default('Vientiane'),
    /** Tests only: a VIP order's payment time limit in milliseconds instead of the config's days (refused in production). */
    VIP_PAYMENT_TIME_LIMIT_MS: z.coerce.number().int().min(1000).optional(),
    SMTP_URL: z.string().default(''),
    MAIL_FROM: z.string().default('JobMarket <no-reply@jobmarket.local>'),
    /** The variant this deployment serves and each variant's addresses, told to the admin and portal at run time. */
    ...clientEnvShape,
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.AUTH_CAPTCHA === 'off') context.addIssue({ code: 'custom', path: ['AUTH_CAPTCHA'], message: 'AUTH_CAPTCHA=off is refused in production' });
    if (!env.JWT_SECRET) context.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'JWT_SECRET is required in production' });
    if (!env.DATABASE_URL) context.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'DATABASE_URL is required in production' });
    if (env.VIP_PAYMENT_TIME_LIMIT_MS !== undefined) context.addIssue({ code: 'custom', path: ['VIP_PAYMENT_TIME_LIMIT_MS'], message: 'VIP_PAYMENT_TIME_LIMIT_MS is for tests; refused in production' });
  });

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/jobmarket';

export interface ResolvedServerEnv extends ServerEnv {
  DATABASE_URL: string;
  REDIS_KEY_PREFIX: string;
  MQTT_TOPIC_PREFIX: string;
}

const databaseNameOf = (databaseUrl: string): string => decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, '')) || 'postgres';

/** Parses the environment once at start-up; throws one readable message naming every bad variable. */
export function parseServerEnv(source: Record<string, string | undefined>): ResolvedServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const databaseUrl = result.data.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const database = databaseNameOf(databaseUrl);
  return {
    ...result.data,
    DATABASE_URL: databaseUrl,
    // `jm:<database>:` and `jm/<database>/`: sessions, codes, jobs and pushes of one database stay apart from another's
    REDIS_KEY_PREFIX: result.data.REDIS_KEY_PREFIX ?? `jm:${database}:`,
    MQTT_TOPIC_PREFIX: result.data.MQTT_TOPIC_PREFIX ?? `jm/${database.replace(/[^\w.-]/g, '_')}/`,
  };
}

import { passwordField } from '@jobmarket/contracts';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { z } from 'zod';
import { configQueries } from './queries';

interface SettingDefinition<Value> {
  schema: z.ZodType<Value, unknown>;
  /** Used when the key is missing or its value does not parse; also the seeded value. */
  fallback: Value;
  name: string;
  remark: string;
  /** The text seeded for the key when the fallback does not print as one (a config value is never empty). */
  seededText?: string;
}

const setting = <Value>(schema: z.ZodType<Value, unknown>, fallback: Value, name: string, remark: string, seededText?: string): SettingDefinition<Value> => ({
  schema,
  fallback,
  name,
  remark,
  seededText,
});
const wholeNumber = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const megabytes = (fallback: number, name: string, remark: string) => setting(wholeNumber(1, 100), fallback, name, remark);
/** Host names separated by commas or spaces (`*.example.com` takes its subdomains), or `none`. */
const hostList = z
  .string()
  .trim()
  .transform((text) => (text.toLowerCase() === 'none' ? [] : text.toLowerCase().split(/[\s,]+/).filter(Boolean)))
  .pipe(z.array(z.string().regex(/^(\*\.)?[a-z0-9.-]+$/)));

/** The config keys the api itself reads, with their types and safe defaults (spec §9). */
export const settingDefinitions = {
  'site.title': setting(z.string().trim().min(1).max(100), 'JobMarket', 'Site title', 'Shown in page titles and e-mails'),
  'user.initialPassword': setting(
    passwordField,
    '123456',
    'Initial password of new users',
    'Given to a user staff create without a password (shown once to staff); the user must change it at first sign-in',
  ),
  'vip.paymentTimeLimitDays': setting(wholeNumber(1, 90), 3, 'VIP payment time limit (days)', 'An unpaid VIP order is cancelled after this many days'),
  'vip.qrLifetimeMinutes': setting(wholeNumber(1, 1440), 15, 'VIP payment QR lifetime (minutes)', 'After this the payment QR code expires and must be refreshed'),
  'vip.freeJobCount': setting(
    wholeNumber(0, 1000),
    3,
    'Free jobs without VIP (per 30 days)',
    'A publisher without an active VIP membership may post this many jobs in any 30 days; nothing else is free',
  ),
  'vip.adDays': setting(wholeNumber(1, 90), 7, 'Featured job period (days)', 'A job promoted as a featured ad stays featured this many days'),
  'vip.expiryReminderDays': setting(wholeNumber(0, 60), 3, 'VIP expiry reminder (days before)', 'The publisher is told this many days before their membership ends'),
  'job.validDays': setting(wholeNumber(1, 365), 30, 'Days a job stays open', 'An approved job is published for this many days, then it closes by itself unless its publisher extends it'),
  'job.maxValidDays': setting(wholeNumber(1, 365), 90, 'Longest extension of a job (days)', 'A publisher may extend an open job to at most this many days from today'),
  'counseling.noticeHours': setting(
    wholeNumber(0, 720),
    24,
    'Counseling notice period (hours)',
    'A job seeker may cancel or reschedule a counseling session up to this many hours before it starts',
  ),
  'counseling.paymentMinutes': setting(wholeNumber(5, 1440), 30, 'Counseling payment time limit (minutes)', 'An unpaid counseling booking expires after this many minutes and its slot is free again'),
  'currency.code': setting(z.string().trim().regex(/^[A-Z]{3}$/), 'LAK', 'Currency code', 'ISO 4217 code of every price'),
  'currency.symbol': setting(z.string().trim().min(1).max(5), '₭', 'Currency symbol', 'Shown before amounts'),
  'upload.imageMaxMb': megabytes(2, 'Image upload limit (MB)', 'Avatars, ID cards, licences, office photos'),
  'upload.pdfMaxMb': megabytes(10, 'PDF upload limit (MB)', 'PDF resumes'),
  'upload.invoiceMaxMb': megabytes(10, 'Invoice upload limit (MB)', 'Invoices: jpg, png or pdf'),
  'upload.maxFilesPerField': setting(wholeNumber(1, 20), 2, 'Files per upload field', 'The avatar field always takes one'),
  'notice.allowedImageHosts': setting(
    hostList,
    [],
    'Image hosts allowed in notices',
    'Notices embed images uploaded here; list other hosts (comma-separated, *.example.com for subdomains) to allow theirs, or none',
    'none',
  ),
};

export type SettingKey = keyof typeof settingDefinitions;
export type SettingValue<Key extends SettingKey> = (typeof settingDefinitions)[Key]['fallback'];
export type SettingValues = { [Key in SettingKey]: SettingValue<Key> };

const settingKeys = Object.keys(settingDefinitions) as SettingKey[];
const defaults = (): SettingValues =>
  Object.fromEntries(settingKeys.map((key) => [key, settingDefinitions[key].fallback])) as SettingValues;

/** Other api instances have their own cache; they pick a change up within this time even without a refresh call. */
const DEFAULT_MAX_AGE_MS = 60_000;

/**
 * The typed system settings, read from the config read model and cached. `PUT /config/refresh` and every config
 * command reload them; a missing or malformed value answers its default (and is logged), never an error.
 */
export class AppSettings {
  private values = defaults();
  private loadedAt = 0;
  private nextTicket = 0;
  private appliedTicket = -1;
  private backgroundLoad?: Promise<void>;

  constructor(
    private readonly db: Knex,
    private readonly logger: Pick<Logger, 'warn'>,
    private readonly maxAgeMs = DEFAULT_MAX_AGE_MS,
  ) {}

  /** The cached value at once (defaults until the first load); a stale cache reloads in the background. */
  get<Key extends SettingKey>(key: Key): SettingValue<Key> {
    if (this.isStale()) this.refreshInBackground();
    return this.values[key];
  }

  /** Every setting, loading first when the cache was never loaded or is stale: for callers that can wait. */
  async current(): Promise<SettingValues> {
    if (this.isStale()) await this.refresh();
    return { ...this.values };
  }

  async refresh(): Promise<void> {
    const ticket = this.nextTicket++;
    const stored = await configQueries(this.db).valuesOf(settingKeys);
    // a slower, older read must not overwrite a newer one
    if (ticket < this.appliedTicket) return;
    const values = defaults() as Record<SettingKey, unknown>;
    for (const key of settingKeys) {
      const raw = stored.get(key);
      if (raw === undefined) continue;
      const parsed = settingDefinitions[key].schema.safeParse(raw);
      if (parsed.success) values[key] = parsed.data;
      else this.logger.warn({ key, value: raw }, 'malformed config value; using the default');
    }
    this.values = values as SettingValues;
    this.appliedTicket = ticket;
    this.loadedAt = Date.now();
  }

  private isStale(): boolean {
    return Date.now() - this.loadedAt > this.maxAgeMs;
  }

  private refreshInBackground(): void {
    this.backgroundLoad ??= this.refresh()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'could not reload config; keeping the cached settings'))
      .finally(() => {
        this.backgroundLoad = undefined;
      });
  }
}

// one cache per database, so every module of an api process (and its tests) reads the same settings
const settingsByDatabase = new WeakMap<Knex, AppSettings>();

export function appSettingsOf(context: { db: Knex; logger: Pick<Logger, 'warn'> }): AppSettings {
  let settings = settingsByDatabase.get(context.db);
  if (!settings) {
    settings = new AppSettings(context.db, context.logger);
    settingsByDatabase.set(context.db, settings);
  }
  return settings;
}

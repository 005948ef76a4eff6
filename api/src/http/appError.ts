import type { MessageKey, ResultCode } from '@jobmarket/contracts';

/**
 * A failure with a result code and an i18n key; the envelope layer localises and answers it.
 * Domain rules throw this (as DomainError) so handlers never build error bodies by hand.
 */
export class AppError extends Error {
  constructor(
    readonly code: ResultCode,
    readonly messageKey: MessageKey | string = `errors.${code}`,
    readonly vars: Record<string, string | number> = {},
    readonly data: unknown = null,
    /** Overrides the code's usual HTTP status (e.g. 503 for not-ready). */
    readonly status?: number,
  ) {
    super(`${code} ${messageKey}`);
    this.name = 'AppError';
  }
}

export class DomainError extends AppError {}

/** A service the call needs is down: the envelope says so and `Retry-After` says when to come back (HTTP 503). */
export class ServiceUnavailableError extends AppError {
  constructor(
    code: ResultCode,
    readonly retryAfterSeconds: number,
  ) {
    super(code, `errors.${code}`, { seconds: retryAfterSeconds }, { retryAfterSeconds });
    this.name = 'ServiceUnavailableError';
  }
}

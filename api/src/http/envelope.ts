import { httpStatusOf, type Envelope, type Locale, type ResultCode } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import type { Response } from 'express';

export function envelope<T>(code: ResultCode, data: T, msg: string): Envelope<T> {
  return { code, data, msg };
}

/** Answers success in the envelope, localised. */
export function sendOk(res: Response, data: unknown = null, messageKey = 'errors.00000', vars: Record<string, string | number> = {}): void {
  const locale: Locale = res.locals.locale ?? 'en';
  res.status(200).json(envelope('00000', data ?? null, translate(locale, messageKey, vars)));
}

export function sendFailure(
  res: Response,
  code: ResultCode,
  messageKey: string = `errors.${code}`,
  vars: Record<string, string | number> = {},
  data: unknown = null,
  status?: number,
): void {
  const locale: Locale = res.locals.locale ?? 'en';
  res.status(status ?? httpStatusOf(code)).json(envelope(code, data, translate(locale, messageKey, vars)));
}

import { type Locale } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { WrongExpectedVersionError } from '@jobmarket/eventstore';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { AppError, ServiceUnavailableError } from './appError';
import { sendFailure } from './envelope';
import { fieldErrorsOf, resultCodeOf } from './validation';

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  limit?: number;
}

const MESSAGE_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

/**
 * Domain rules name field errors by message key (`data.errors.parentId = 'identity.dept.parentCycle'`); callers read
 * text. The error's variables fill the field's message as they fill `msg` (e.g. a limit named in both).
 */
function localiseFieldErrors(data: unknown, locale: Locale, vars: Record<string, string | number>): unknown {
  if (typeof data !== 'object' || data === null || !('errors' in data)) return data;
  const errors = (data as { errors: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return data;
  const localised = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, typeof message === 'string' && MESSAGE_KEY.test(message) ? translate(locale, message, vars) : message]),
  );
  return { ...data, errors: localised };
}

/** Every failure leaves as the envelope; unexpected ones are logged with the request id and never leak internals. */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) return next(error);
    if (error instanceof AppError) {
      if (error instanceof ServiceUnavailableError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      return sendFailure(res, error.code, error.messageKey, error.vars, localiseFieldErrors(error.data, res.locals.locale ?? 'en', error.vars), error.status);
    }
    if (error instanceof ZodError) {
      return sendFailure(res, resultCodeOf(error), undefined, {}, { errors: fieldErrorsOf(error, res.locals.locale ?? 'en') });
    }
    if (error instanceof WrongExpectedVersionError) return sendFailure(res, 'A0506');
    const parserError = error as BodyParserError;
    if (parserError.type === 'entity.too.large') {
      return sendFailure(res, 'A0400', 'request.bodyTooLarge', { limit: String(parserError.limit ?? '') }, null, 413);
    }
    if (parserError.type === 'entity.parse.failed') return sendFailure(res, 'A0400', 'request.malformedJson');
    if (parserError.type && parserError.status && parserError.status < 500) return sendFailure(res, 'A0400', undefined, {}, null, parserError.status);

    const requestId = String(res.locals.requestId ?? req.id ?? '');
    logger.error({ err: error, requestId, method: req.method, url: req.originalUrl }, 'unhandled error');
    sendFailure(res, 'B0001', 'errors.B0001', { requestId }, { requestId });
  };
}

export function notFoundHandler(_req: Request, res: Response): void {
  sendFailure(res, 'C0113');
}

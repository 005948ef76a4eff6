import type { Locale } from '@jobmarket/contracts';
import { Router, type Request, type Response } from 'express';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { ApiConfig } from '../../../platform/config';
import { pageLanguageOf } from '../../jobs/publicPages/pageHead';
import { DEV_BANK_SCRIPT, devBankPage } from './devBankPage';
import { actOnQr, bankActions, readQr, type WebhookSender } from './simulatedPayer';
import { SIGNATURE_HEADER } from './webhookSignature';

export const DEV_BANK_PATH = '/dev/bank';

export interface DevBankDependencies {
  config: ApiConfig;
  logger: Logger;
  db: Knex;
  /** Our webhook's path on this server, e.g. `/api/v1/payments/webhook`. */
  webhookPath: string;
}

const submission = z.object({
  payload: z.string().trim().max(2000).default(''),
  action: z.enum(['read', ...bankActions]).default('read'),
});

/** Whether the simulated bank's page is served: only with the simulated adapter, never in production. */
export const isDevBankServed = (config: ApiConfig) => config.PAYMENTS_ADAPTER === 'simulated' && config.NODE_ENV !== 'production';

/**
 * The webhook goes back to this very server, at the address the page's request came in on (not the Host header,
 * which the caller chooses).
 */
function webhookSenderOf(req: Request, deps: DevBankDependencies): WebhookSender {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}${deps.webhookPath}`;
  return async (rawBody, signature) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature },
        body: rawBody,
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      deps.logger.warn({ err: error }, 'simulated bank: the webhook could not be delivered');
      return undefined;
    }
  };
}

/**
 * `/dev/bank` (outside /api/v1): the simulated bank's payer page for developers, e2e tests and demos. It opens a
 * payload (pasted, or `/dev/bank?payload=…` from the portal's QR dialog), shows merchant, amount and reference, and
 * pays, delays (processing) or declines it, calling our webhook signed like a real provider. Served only while
 * PAYMENTS_ADAPTER=simulated outside production; otherwise this router is empty.
 */
export function devBankRoutes(deps: DevBankDependencies): Router {
  const router = Router();
  if (!isDevBankServed(deps.config)) return router;
  const secret = deps.config.PAYMENT_WEBHOOK_SECRET ?? '';

  const send = (res: Response, html: string, locale: Locale) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Language', locale);
    res.type('html').send(html);
  };

  router.get(`${DEV_BANK_PATH}/bank.js`, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/javascript').send(DEV_BANK_SCRIPT);
  });

  router.get(DEV_BANK_PATH, (req, res) => {
    const { locale } = pageLanguageOf(req);
    const payload = typeof req.query.payload === 'string' ? req.query.payload.trim().slice(0, 2000) : '';
    send(res, devBankPage({ locale, payload, read: payload ? readQr(payload) : undefined, basePath: DEV_BANK_PATH }), locale);
  });

  router.post(DEV_BANK_PATH, async (req, res, next) => {
    try {
      const { locale } = pageLanguageOf(req);
      const parsed = submission.safeParse(req.body ?? {});
      const { payload, action } = parsed.success ? parsed.data : { payload: '', action: 'read' as const };
      const read = payload ? readQr(payload) : undefined;
      if (action === 'read' || !read?.isPayable) {
        send(res, devBankPage({ locale, payload, read, basePath: DEV_BANK_PATH }), locale);
        return;
      }
      const answer = await actOnQr(deps.db, secret, payload, action, new Date(), webhookSenderOf(req, deps));
      if ('problem' in answer) throw new Error('a payload read as payable could not be acted on');
      deps.logger.info({ reference: read.qr.billReference, action, outcome: answer.outcome, webhookStatus: answer.webhookStatus }, 'simulated bank');
      send(res, devBankPage({ locale, payload, read, answer, basePath: DEV_BANK_PATH }), locale);
    } catch (error) {
      next(error);
    }
  });
  return router;
}

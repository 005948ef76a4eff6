import { buildMerchantQr } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadApiConfig } from '../../../platform/config';
import { devBankPage } from './devBankPage';
import { devBankRoutes, isDevBankServed } from './devBankRoutes';
import { readQr } from './simulatedPayer';

const payload = buildMerchantQr({
  scheme: 'laoqr',
  merchantAccount: '0201000012345678',
  merchantName: 'JobMarket',
  merchantCity: 'Vientiane',
  currency: 'LAK',
  amount: 800_000,
  billReference: 'VIP20260302000007RABC123',
  countryCode: 'LA',
});

describe('the simulated bank’s page', () => {
  it('is served only with the simulated adapter outside production', () => {
    const secrets = { JWT_SECRET: 'x'.repeat(32), PAYMENT_WEBHOOK_SECRET: 'y'.repeat(32), DATABASE_URL: 'postgres://localhost/x' };
    const development = loadApiConfig({ ...secrets, NODE_ENV: 'development' });
    const production = loadApiConfig({ ...secrets, NODE_ENV: 'production' });
    expect([isDevBankServed(development), isDevBankServed(production)]).toEqual([true, false]);
    const router = devBankRoutes({ config: production, logger: pino({ level: 'silent' }), db: undefined as never, webhookPath: '/api/v1/payments/webhook' });
    expect(router.stack).toHaveLength(0);
  });

  it('shows what a QR asks for in the reader’s language, and says why a payload cannot be paid', () => {
    const page = devBankPage({ locale: 'lo', payload, read: readQr(payload), basePath: '/dev/bank' });
    expect(page).toContain('<html lang="lo">');
    expect(page).toContain(translate('lo', 'membership.devBank.title'));
    expect(page).toContain('VIP20260302000007RABC123');
    expect(page).toContain(new Intl.NumberFormat('lo', { style: 'currency', currency: 'LAK', maximumFractionDigits: 0 }).format(800_000));
    expect(page).toContain(`value="pay">${translate('lo', 'membership.devBank.pay')}`);
    expect(readQr(payload.replace('5406800000', '5406900000'))).toEqual({ isPayable: false, problem: 'crcInvalid' });
    expect(readQr('hello')).toEqual({ isPayable: false, problem: 'notPayload' });
    const damaged = devBankPage({ locale: 'th', payload: 'hello', read: readQr('hello'), basePath: '/dev/bank' });
    expect(damaged).toContain(translate('th', 'membership.devBank.notPayload'));
    expect(damaged).not.toContain('name="action" value="pay"');
  });

  it('escapes what the payer typed', () => {
    const page = devBankPage({ locale: 'en', payload: '</textarea><script>alert(1)</script>', basePath: '/dev/bank' });
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('&lt;/textarea&gt;');
  });
});

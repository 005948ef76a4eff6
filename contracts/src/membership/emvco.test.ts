import { describe, expect, it } from 'vitest';
import { buildMerchantQr, crc16CcittFalse, parseMerchantQr } from './emvco';

describe('EMVCo merchant-presented QR', () => {
  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('builds a LAO QR payload whose fields and CRC a reader parses back', () => {
    const payload = buildMerchantQr({
      scheme: 'laoqr',
      merchantAccount: '0201000012345678',
      merchantName: 'JobMarket',
      merchantCity: 'Vientiane',
      currency: 'LAK',
      amount: 150000,
      billReference: 'R123456',
      countryCode: 'LA',
    });
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload).toContain('5303418');
    expect(payload).toContain('5406150000');
    const parsed = parseMerchantQr(payload);
    expect(parsed).toMatchObject({ amount: 150000, currency: 'LAK', merchantName: 'JobMarket', merchantCity: 'Vientiane', billReference: 'R123456', isCrcValid: true });
    expect(parsed.fields['38']).toContain('A005266284662577');
  });

  it('detects a tampered amount by its CRC', () => {
    const payload = buildMerchantQr({
      scheme: 'promptpay',
      merchantAccount: '0066812345678',
      merchantName: 'JobMarket',
      merchantCity: 'Bangkok',
      currency: 'THB',
      amount: 99.5,
      billReference: 'R1',
      countryCode: 'TH',
    });
    expect(parseMerchantQr(payload)).toMatchObject({ amount: 99.5, currency: 'THB', isCrcValid: true });
    expect(parseMerchantQr(payload.replace('540599.50', '540599.00')).isCrcValid).toBe(false);
  });
});

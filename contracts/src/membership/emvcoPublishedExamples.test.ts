import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, parseMerchantQr, schemeAids } from './emvco';

/**
 * Payloads published by others, with their CRCs, checked by our parser and checksum (not produced by our builder, so
 * a shared mistake cannot hide).
 */
describe('EMVCo payloads published with their CRC', () => {
  // EMVCo, "QR Code Specification for Payment Systems (EMV QRCPS): Merchant-Presented Mode" v1.0, the specification's
  // own example payload (a merchant in Beijing with a Chinese alternate-language template, tag 64), CRC A13A. The
  // CRC is over the payload's UTF-8 bytes, the Chinese characters included.
  const EMVCO_SPEC_EXAMPLE =
    '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN5914BEST TRANSPORT6007BEIJING' +
    '64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***0708A60086670902ME91320016A0112233449988770708123456786304A13A';

  it('reads the EMVCo specification’s example and accepts its CRC', () => {
    const parsed = parseMerchantQr(EMVCO_SPEC_EXAMPLE);
    expect(parsed).toMatchObject({ amount: 23.72, currency: 'CNY', merchantName: 'BEST TRANSPORT', merchantCity: 'BEIJING', isCrcValid: true });
    expect(parsed.fields['64']).toBe('0002ZH0104最佳运输0202北京');
    expect(crc16CcittFalse(EMVCO_SPEC_EXAMPLE.slice(0, -4))).toBe('A13A');
  });

  it('refuses the specification’s example with its amount changed', () => {
    expect(parseMerchantQr(EMVCO_SPEC_EXAMPLE.replace('540523.72', '540599.72')).isCrcValid).toBe(false);
  });

  // Thai PromptPay's static QR as Blognone published it when PromptPay QR launched (https://www.blognone.com/node/95133),
  // the vector PromptPay libraries test their CRC against: account 0000000000 (tag 29, PromptPay's AID), THB, CRC 8956.
  const PROMPTPAY_PUBLISHED = '00020101021129370016A000000677010111011300660000000005802TH530376463048956';

  it('reads Blognone’s PromptPay example and accepts its CRC', () => {
    const parsed = parseMerchantQr(PROMPTPAY_PUBLISHED);
    expect(parsed).toMatchObject({ amount: null, currency: 'THB', isCrcValid: true });
    expect(parsed.fields['29']!.startsWith(`0016${schemeAids.promptpay.aid}`)).toBe(true);
    expect(parsed.fields['58']).toBe('TH');
  });
});

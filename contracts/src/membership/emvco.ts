/**
 * EMVCo merchant-presented QR payloads (the format behind LAO QR and Thai PromptPay): TLV fields, each an id (2
 * digits), a length (2 digits) and the value; the last field is the CRC (`63` `04` + CRC-16/CCITT-FALSE of everything
 * before it, `6304` included). EMVCo has no expiry field: our server enforces a QR's lifetime.
 * Built by the api's payment adapters; parsed by the simulated bank and tests.
 */
export type EmvcoScheme = 'laoqr' | 'promptpay';

export interface MerchantQrInput {
  scheme: EmvcoScheme;
  /** The merchant account the scheme routes to (LAO QR: tag 38 under the LAPNet AID; PromptPay: tag 29, a biller or phone id). */
  merchantAccount: string;
  merchantName: string;
  merchantCity: string;
  /** ISO 4217 alpha code (LAK → 418, THB → 764). */
  currency: string;
  amount: number;
  /** Bill reference (tag 62, sub-tag 01): our QR's reference. */
  billReference: string;
  /** Country code (tag 58): LA or TH. */
  countryCode: string;
}

export interface ParsedMerchantQr {
  /** Top-level fields by id (templates keep their raw TLV text; see `parseTlv`). */
  fields: Record<string, string>;
  amount: number | null;
  /** ISO 4217 alpha code when known, else the numeric one. */
  currency: string | null;
  merchantName: string | null;
  merchantCity: string | null;
  billReference: string | null;
  isCrcValid: boolean;
}

/** ISO 4217 numeric codes of the currencies we price in. */
export const currencyNumericCodes: Record<string, string> = { LAK: '418', THB: '764', CNY: '156', USD: '840' };

/** LAPNet's application id (LAO QR, tag 38.00) and PromptPay's (tag 29.00). */
export const schemeAids: Record<EmvcoScheme, { tag: string; aid: string }> = {
  laoqr: { tag: '38', aid: 'A005266284662577' },
  promptpay: { tag: '29', aid: 'A000000677010111' },
};

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) as 4 upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One TLV field; the length counts characters (EMVCo payloads are ASCII except the alternate-language template). */
export function tlv(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`EMVCo field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** The fields of one TLV text, in order. Throws on a malformed one. */
export function parseTlv(text: string): [string, string][] {
  const fields: [string, string][] = [];
  for (let at = 0; at < text.length; ) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)) || at + 4 + length > text.length) throw new SyntaxError('not an EMVCo payload');
    fields.push([id, text.slice(at + 4, at + 4 + length)]);
    at += 4 + length;
  }
  return fields;
}

/** Whole units when the currency has none below (kip), else two decimals. */
const amountText = (amount: number, currency: string) => (currency === 'LAK' ? String(Math.round(amount)) : amount.toFixed(2));

/** A dynamic (point of initiation 12) merchant-presented payload for one payment of `amount`. */
export function buildMerchantQr(input: MerchantQrInput): string {
  const numeric = currencyNumericCodes[input.currency];
  if (!numeric) throw new RangeError(`no ISO 4217 numeric code known for ${input.currency}`);
  const { tag, aid } = schemeAids[input.scheme];
  const body = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv(tag, tlv('00', aid) + tlv('01', input.merchantAccount)),
    tlv('52', '0000'),
    tlv('53', numeric),
    tlv('54', amountText(input.amount, input.currency)),
    tlv('58', input.countryCode),
    tlv('59', input.merchantName.slice(0, 25)),
    tlv('60', input.merchantCity.slice(0, 15)),
    tlv('62', tlv('01', input.billReference)),
  ].join('');
  const signed = `${body}6304`;
  return signed + crc16CcittFalse(signed);
}

/** Reads a payload's fields and checks its CRC; throws SyntaxError when it is not TLV at all. */
export function parseMerchantQr(payload: string): ParsedMerchantQr {
  const trimmed = payload.trim();
  const fields = Object.fromEntries(parseTlv(trimmed));
  const crc = fields['63'];
  const isCrcValid = crc !== undefined && trimmed.endsWith(`6304${crc}`) && crc16CcittFalse(trimmed.slice(0, -4)) === crc.toUpperCase();
  const numeric = fields['53'] ?? null;
  const currency = numeric ? (Object.entries(currencyNumericCodes).find(([, code]) => code === numeric)?.[0] ?? numeric) : null;
  const additional = fields['62'] ? Object.fromEntries(parseTlv(fields['62'])) : {};
  return {
    fields,
    amount: fields['54'] !== undefined ? Number(fields['54']) : null,
    currency,
    merchantName: fields['59'] ?? null,
    merchantCity: fields['60'] ?? null,
    billReference: additional['01'] ?? null,
    isCrcValid,
  };
}

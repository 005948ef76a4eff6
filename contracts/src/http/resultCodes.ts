/** Result codes of the wire contract (API-CONTRACT §1): the code a client decides on, and the HTTP status proxies see. */
export const resultCodes = {
  '00000': 200,
  A0111: 400,
  A0130: 400,
  A0201: 400,
  A0210: 400,
  A0230: 401,
  A0231: 401,
  A0240: 400,
  A0242: 400,
  A0301: 403,
  A0400: 400,
  A0402: 400,
  A0410: 400,
  A0421: 400,
  A0440: 409,
  A0501: 429,
  A0506: 409,
  A0606: 404,
  A0700: 400,
  A0701: 415,
  A0702: 413,
  B0001: 500,
  C0113: 404,
  /** A service the call needs (Redis: captchas, codes, sign-in limits) is down; retry after the Retry-After header. */
  C0130: 503,
} as const;

export type ResultCode = keyof typeof resultCodes;

export const SUCCESS: ResultCode = '00000';

export function httpStatusOf(code: ResultCode): number {
  return resultCodes[code];
}

export function isResultCode(value: string): value is ResultCode {
  return Object.hasOwn(resultCodes, value);
}

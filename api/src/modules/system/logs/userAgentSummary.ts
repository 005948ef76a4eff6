import { UAParser } from 'ua-parser-js';

export interface UserAgentSummary {
  browser: string | null;
  os: string | null;
}

const joined = (name: string | undefined, version: string | undefined) => (name ? [name, version].filter(Boolean).join(' ') : null);

/**
 * "Chrome 126" and "Windows 10" from a User-Agent header. Parsed when the log is read, not when it is written, so a
 * newer parser also names the browsers of old entries.
 */
export function summariseUserAgent(userAgent: string | null): UserAgentSummary {
  if (!userAgent) return { browser: null, os: null };
  const { browser, os } = UAParser(userAgent);
  return { browser: joined(browser.name, browser.major), os: joined(os.name, os.version) };
}

import { createHash, createHmac } from 'node:crypto';

export interface VisitorKeys {
  visitorKey: string;
  ipHash: string;
}

/**
 * Pseudonymous keys for page-view telemetry: keyed hashes, never the raw values. A plain hash of an IPv4 address
 * could be reversed by trying all 2^32 of them, so the hash is keyed with a secret derived from the server's
 * JWT_SECRET (a different purpose label, so the derived key reveals nothing about the signing key).
 */
export function visitorHasher(serverSecret: string) {
  const key = createHash('sha256').update(`jobmarket:visit-telemetry:${serverSecret}`).digest();
  const hash = (value: string) => createHmac('sha256', key).update(value).digest('hex').slice(0, 32);
  return {
    /** The browser's own visitor id when it sent one, else its address and user agent. */
    keysOf(visit: { visitorId?: string; ip: string; userAgent: string }): VisitorKeys {
      return {
        visitorKey: hash(visit.visitorId ? `id:${visit.visitorId}` : `ip-ua:${visit.ip}\n${visit.userAgent}`),
        ipHash: hash(`ip:${visit.ip}`),
      };
    },
  };
}

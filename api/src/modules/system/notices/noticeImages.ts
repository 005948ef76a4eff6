import { storedFileIdOf } from '@jobmarket/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NoticeImagePolicy {
  /** `notice.allowedImageHosts`: lower-case host names, `*.example.com` for its subdomains. */
  allowedHosts: readonly string[];
  /** The address users reach us at (PUBLIC_URL): our uploads linked absolutely are still ours. */
  publicUrl?: string;
}

function isOwnUpload(path: string): boolean {
  const id = storedFileIdOf(path);
  return id !== undefined && UUID.test(id);
}

function hostMatches(host: string, allowed: string): boolean {
  return allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed;
}

/**
 * Whether a notice may show an image from `src`: our own uploads, or a host staff allowed in system config. Anything
 * else is refused, so a notice cannot carry a third-party tracking pixel that tells another site who read it and when.
 */
export function isAllowedNoticeImage(src: string, policy: NoticeImagePolicy): boolean {
  if (src.startsWith('/') && !src.startsWith('//')) return isOwnUpload(src);
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (policy.publicUrl && url.origin === new URL(policy.publicUrl).origin && isOwnUpload(`${url.pathname}${url.search}`)) return true;
  return policy.allowedHosts.some((allowed) => hostMatches(url.hostname.toLowerCase(), allowed));
}

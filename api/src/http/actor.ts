/** Who is calling, as established from the access token. */
export interface Actor {
  userId: string;
  username: string;
  roles: readonly string[];
  perms: ReadonlySet<string>;
  deptId?: string;
  dataScope?: number;
  /** The token's id, for sign-out deny-listing. */
  tokenId?: string;
  tokenExpiresAt?: number;
  /** The sign-in (refresh-token family) this token belongs to. */
  sessionId?: string;
}

export const ROOT_ROLE = 'ROOT';

/** 'public': no token; 'authenticated': any signed-in user; otherwise a permission string, or any of several. */
export type Permission = 'public' | 'authenticated' | string | { anyOf: readonly string[] };

export function isPublic(permission: Permission): boolean {
  return permission === 'public';
}

/** ROOT passes every check; otherwise the actor needs the permission (or one of them). */
export function isAllowed(actor: Actor, permission: Permission): boolean {
  if (permission === 'public' || permission === 'authenticated') return true;
  if (actor.roles.includes(ROOT_ROLE)) return true;
  const wanted = typeof permission === 'string' ? [permission] : permission.anyOf;
  return wanted.some((perm) => actor.perms.has(perm));
}

/** Turns a bearer token into an actor, or undefined when the token is missing, forged, expired or revoked. */
export interface AccessTokenVerifier {
  verify(token: string): Promise<Actor | undefined>;
}

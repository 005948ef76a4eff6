import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';

export const TOKEN_ISSUER = 'jobmarket';
export const TOKEN_AUDIENCE = 'jobmarket-api';
const ALGORITHM = 'HS256';

// jsonwebtoken first tries a string secret as a public key (and fails) on every call; a key object skips that
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

export interface AccessClaims {
  userId: string;
  roles: string[];
  deptId: number | null;
  dataScope: number;
  /** The refresh-token family of this sign-in, so sign-out can end it. */
  sessionId: string;
}

const claimsSchema = z.object({
  userId: z.string(),
  roles: z.array(z.string()),
  deptId: z.number().nullable(),
  dataScope: z.number(),
  sessionId: z.string(),
  /** Millisecond issue time: revocation cut-offs need finer than `iat`'s seconds. */
  issuedAtMs: z.number(),
  jti: z.string(),
  exp: z.number(),
  iat: z.number(),
});
export type VerifiedClaims = z.infer<typeof claimsSchema>;

export function issueAccessToken(secret: string, claims: AccessClaims, ttlSeconds: number): { token: string; jti: string } {
  const jti = randomUUID();
  const token = jwt.sign({ ...claims, issuedAtMs: Date.now() }, keyOf(secret), {
    algorithm: ALGORITHM,
    expiresIn: ttlSeconds,
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    jwtid: jti,
    subject: claims.userId,
  });
  return { token, jti };
}

/**
 * Tokens already verified, per secret, by their exact text (so nothing unverified ever matches one). Every request's
 * token is verified twice, by the rate limiter and by the route's authentication, and a signed-in client sends the
 * same token for its whole lifetime; a verified token stays valid until it expires (revocation is checked per
 * request, in actorVerifier), so the signature and the claims are checked once.
 */
const VERIFIED_PER_SECRET = 1_000;
const verifiedBySecret = new Map<string, Map<string, VerifiedClaims>>();

const isUnexpired = (claims: VerifiedClaims) => Math.floor(Date.now() / 1000) < claims.exp; // as jsonwebtoken counts

/** Undefined for anything but a well-formed, unexpired HS256 token of ours (alg pinned: `none` and RS/HS confusion fail). */
export function verifyAccessToken(secret: string, token: string): VerifiedClaims | undefined {
  let verified = verifiedBySecret.get(secret);
  if (!verified) verifiedBySecret.set(secret, (verified = new Map()));
  const known = verified.get(token);
  if (known) {
    if (isUnexpired(known)) return known;
    verified.delete(token);
    return undefined;
  }
  const claims = verifySignedToken(secret, token);
  if (!claims) return undefined;
  if (verified.size >= VERIFIED_PER_SECRET) verified.delete(verified.keys().next().value!); // the oldest
  verified.set(token, claims);
  return claims;
}

function verifySignedToken(secret: string, token: string): VerifiedClaims | undefined {
  try {
    const payload = jwt.verify(token, keyOf(secret), { algorithms: [ALGORITHM], issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE });
    const parsed = claimsSchema.safeParse(payload);
    // shared by every request carrying the token: nobody may change it
    return parsed.success ? Object.freeze({ ...parsed.data, roles: Object.freeze(parsed.data.roles) as string[] }) : undefined;
  } catch {
    return undefined;
  }
}

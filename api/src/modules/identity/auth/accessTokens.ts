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

/** Undefined for anything but a well-formed, unexpired HS256 token of ours (alg pinned: `none` and RS/HS confusion fail). */
export function verifyAccessToken(secret: string, token: string): VerifiedClaims | undefined {
  try {
    const payload = jwt.verify(token, keyOf(secret), { algorithms: [ALGORITHM], issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE });
    const parsed = claimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

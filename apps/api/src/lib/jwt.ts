import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { AppError } from './app-error';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export type SubjectType = 'staff' | 'parent';
/** `ver` is the subject's credential version when the token was issued: a newer one revokes it. */
export interface AccessClaims { sub: number; typ: SubjectType; grp: number; ver: number }

/** How many verified tokens a signer remembers (≈ 300 bytes each): well above the sessions one API node serves at once. */
export const VERIFIED_TOKENS_KEPT = 10_000;

export class JwtSigner {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature was checked, with their claims and expiry: a token comes with every request of its
   * 15 minutes, and checking its HMAC again each time went through WebCrypto's thread pool (0.19 ms of the event
   * loop per request, bench/billing). Remembering a token never outlives its expiry, which is checked on each use;
   * revocation is unaffected (the credential version is compared with the database on every request).
   */
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();
  constructor(secret: string, private readonly now: () => number = Date.now) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ typ: claims.typ, grp: claims.grp, ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known) {
      if (this.now() / 1000 < known.exp) return known.claims;
      this.verified.delete(token);
      throw new AppError('token_expired');
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: new Date(this.now()) });
      const sub = Number(payload.sub);
      if (!Number.isInteger(sub) || (payload.typ !== 'staff' && payload.typ !== 'parent') || typeof payload.grp !== 'number' || !Number.isInteger(payload.ver)
        || typeof payload.exp !== 'number') {
        throw new AppError('unauthenticated');
      }
      const claims: AccessClaims = { sub, typ: payload.typ, grp: payload.grp, ver: payload.ver as number };
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { claims, exp: payload.exp });
      return claims;
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw new AppError('token_expired');
      throw new AppError('unauthenticated');
    }
  }
}

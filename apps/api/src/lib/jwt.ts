import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { AppError } from './app-error';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export type SubjectType = 'staff' | 'parent';
/** `ver` is the subject's credential version when the token was issued: a newer one revokes it. */
export interface AccessClaims { sub: number; typ: SubjectType; grp: number; ver: number }

export class JwtSigner {
  private readonly key: Uint8Array;
  constructor(secret: string) {
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
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const sub = Number(payload.sub);
      if (!Number.isInteger(sub) || (payload.typ !== 'staff' && payload.typ !== 'parent') || typeof payload.grp !== 'number' || !Number.isInteger(payload.ver)) {
        throw new AppError('unauthenticated');
      }
      return { sub, typ: payload.typ, grp: payload.grp, ver: payload.ver as number };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw new AppError('token_expired');
      throw new AppError('unauthenticated');
    }
  }
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `user_id` that register, login (403 not_activated), activate, check-activation and
 * resend-code exchange: not the row id but a handle signed by the server, so a sequential id
 * probes nothing and only someone who registered, or knows the account's password, holds one.
 * `codeId` names the activation code whose password this handle's holder typed (a re-registration
 * of a pending account); null means the account's own password.
 */
export interface RegistrationHandle { parentId: number; codeId: number | null }

export const HANDLE_TTL_SECONDS = 24 * 3600;
const PURPOSE = 'vetclinic:parent-registration-handle:v1';

/** The signing key, derived from the server secret so it never doubles as the JWT key itself. */
export const registrationHandleKey = (secret: string): Buffer => createHmac('sha256', secret).update(PURPOSE).digest();

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

export function signRegistrationHandle(key: Buffer, handle: RegistrationHandle, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ p: handle.parentId, c: handle.codeId, e: Math.floor(now / 1000) + HANDLE_TTL_SECONDS })).toString('base64url');
  return `${body}.${mac(key, body)}`;
}

/** The handle's contents, or null when it is malformed, forged or expired (every case answers alike). */
export function readRegistrationHandle(key: Buffer, value: string, now = Date.now()): RegistrationHandle | null {
  const [body, sig, extra] = value.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { p, c, e } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { p: unknown; c: unknown; e: unknown };
    if (!Number.isInteger(p) || (c !== null && !Number.isInteger(c)) || typeof e !== 'number' || e * 1000 <= now) return null;
    return { parentId: p as number, codeId: c as number | null };
  } catch {
    return null;
  }
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `v1=` + hex HMAC-SHA256 of `timestamp + "." + body` with the endpoint's secret. The timestamp (Unix
 * seconds) is signed too, so a receiver can refuse old deliveries (replay of a captured request).
 */
export function signPayload(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The receiver's check (docs/webhooks.md has the same code for copying): signature and a 5-minute window. */
export function verifySignature(secret: string, header: string, timestamp: string, body: string, nowSeconds = Math.floor(Date.now() / 1000), toleranceSeconds = 300): boolean {
  const ts = Number(timestamp);
  if (!Number.isInteger(ts) || Math.abs(nowSeconds - ts) > toleranceSeconds) return false;
  const expected = Buffer.from(signPayload(secret, ts, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

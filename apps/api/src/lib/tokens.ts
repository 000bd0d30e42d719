import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random token, URL-safe. Only its SHA-256 is ever stored. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

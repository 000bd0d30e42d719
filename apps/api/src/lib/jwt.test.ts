import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, JwtSigner } from './jwt';

const claims = { sub: 7, typ: 'staff' as const, grp: 3, ver: 2 };

describe('JwtSigner', () => {
  it('should verify its tokens, again from memory, and refuse a token whose signature or payload was changed', async () => {
    const signer = new JwtSigner('secret-for-tests-0123456789');
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const otherSignature = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    await expect(signer.verify(`${header}.${payload}.${otherSignature}`)).rejects.toMatchObject({ code: 'unauthenticated' });
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '8' })).toString('base64url');
    await expect(signer.verify(`${header}.${forged}.${signature}`)).rejects.toMatchObject({ code: 'unauthenticated' });
    // Another secret never accepts it, remembered or not.
    await expect(new JwtSigner('another-secret-0123456789').verify(token)).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('should refuse a token once it has expired, whether it was verified before or not', async () => {
    let now = Date.now();
    const signer = new JwtSigner('secret-for-tests-0123456789', () => now);
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    now += (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000;
    await expect(signer.verify(token)).rejects.toMatchObject({ code: 'token_expired' });
    await expect(new JwtSigner('secret-for-tests-0123456789', () => now).verify(token)).rejects.toMatchObject({ code: 'token_expired' });
    await expect(signer.verify(token)).rejects.toMatchObject({ code: 'token_expired' });
  });
});

/**
 * Fill-time tokens (server/leads/tokens.ts): the minimum fill time, unique nonces bound to the signature,
 * the older form without a nonce, and the maximum age (expired, not forged).
 */
import { createHmac } from 'node:crypto';
import { checkFormToken, generateTokenSecret, signFormToken } from './tokens';

describe('fill-time tokens', () => {
  const secret = generateTokenSecret();
  const now = 1_800_000_000_000;

  it('accepts a token once the minimum fill time has passed, however old when no maximum age is given', () => {
    const token = signFormToken(secret, now - 3000);
    expect(checkFormToken(secret, token, 3000, now)).toEqual({ ok: true, ageMs: 3000 });
    expect(checkFormToken(secret, signFormToken(secret, now - 7 * 86_400_000), 3000, now).ok).toBe(true);
  });

  it.each([
    ['missing', undefined, 'token-missing'],
    ['empty', '', 'token-missing'],
    ['too young', signFormToken(secret, now - 2999), 'token-too-young'],
    ['signed with another secret', signFormToken('other', now - 10_000), 'token-invalid'],
    ['tampered time', signFormToken(secret, now - 10_000).replace(/^\d+/, String(now - 20_000)), 'token-invalid'],
    ['from the far future', signFormToken(secret, now + 120_000), 'token-invalid'],
    ['garbage', 'hello.world', 'token-invalid'],
  ])('refuses a %s token', (_name, token, reason) => {
    expect(checkFormToken(secret, token, 3000, now)).toEqual({ ok: false, reason });
  });

  it('makes every token unique, even signed in the same millisecond, and binds the nonce to the signature', () => {
    const tokens = Array.from({ length: 1000 }, () => signFormToken(secret, now - 5000));
    expect(new Set(tokens).size).toBe(1000);
    const [stamp, nonce, signature] = tokens[0]!.split('.');
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{16}$/);
    // Another nonce under the same signature is a forgery.
    const otherNonce = tokens[1]!.split('.')[1];
    expect(checkFormToken(secret, `${stamp}.${otherNonce}.${signature}`, 3000, now).ok).toBe(false);
  });

  it('still accepts a genuine token of the older form without a nonce (a tab opened before the change)', () => {
    const stamp = String(now - 5000);
    const legacy = `${stamp}.${createHmac('sha256', secret).update(`lead-form-token:${stamp}`).digest('base64url')}`;
    expect(checkFormToken(secret, legacy, 3000, now)).toEqual({ ok: true, ageMs: 5000 });
  });

  it('calls a genuine token older than the maximum age expired (and a forged old one invalid)', () => {
    const day = 86_400_000;
    expect(checkFormToken(secret, signFormToken(secret, now - day - 1), 3000, now, day)).toEqual({
      ok: false,
      reason: 'token-expired',
      ageMs: day + 1,
    });
    expect(checkFormToken(secret, signFormToken(secret, now - day), 3000, now, day)).toEqual({ ok: true, ageMs: day });
    expect(checkFormToken(secret, signFormToken('other', now - 2 * day), 3000, now, day)).toEqual({
      ok: false,
      reason: 'token-invalid',
    });
  });
});

/**
 * Fill-time tokens: "<issuedAtMs>.<nonce>.<hmac>", signed by the server when a form asks for one
 * (GET /api/leads/token when a visitor first enters a form, or the no-JS check-and-send page). A post
 * whose token is missing, forged or younger than the minimum fill time came from a bot (people take
 * more than 3 s to fill a form).
 *
 * The random nonce makes every token unique: with the time alone, two visitors served in the same
 * millisecond held one token, and the reuse cap (LEAD_TOKEN_MAX_USES) then filed real leads as
 * replayed spam. Tokens of the older "<issuedAtMs>.<hmac>" form are still accepted until they expire,
 * so a tab opened before the change can still send.
 *
 * Tokens also expire (a day by default), so one harvested token cannot be replayed forever. An expired
 * token is not spam, though: a visitor may leave a tab open overnight. The lead API stores such a lead
 * flagged for review and notifies the business as usual (server/leads/spam.ts).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Tokens from a clock this far ahead are still accepted (several servers, small clock drift). */
const CLOCK_SKEW_MS = 60_000;

export type TokenVerdict =
  | { ok: true; ageMs: number }
  | { ok: false; reason: 'token-missing' | 'token-invalid' | 'token-too-young' }
  /** Genuine (our signature) but older than the maximum age. */
  | { ok: false; reason: 'token-expired'; ageMs: number };

export function generateTokenSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Random bytes per token: 96 bits, so no two tokens a server ever signs share a nonce. */
const NONCE_BYTES = 12;

export function signFormToken(secret: string, issuedAt: number = Date.now()): string {
  const signed = `${Math.floor(issuedAt)}.${randomBytes(NONCE_BYTES).toString('base64url')}`;
  return `${signed}.${mac(secret, signed)}`;
}

export function checkFormToken(
  secret: string,
  token: string | undefined,
  minFillMs: number,
  now: number = Date.now(),
  maxAgeMs: number = Infinity,
): TokenVerdict {
  if (!token) return { ok: false, reason: 'token-missing' };
  const match = /^((\d{1,15})(?:\.[A-Za-z0-9_-]{16})?)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'token-invalid' };
  const signed = match[1]!;
  const stamp = match[2]!;
  const signature = match[3]!;
  const expected = Buffer.from(mac(secret, signed));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { ok: false, reason: 'token-invalid' };
  const ageMs = now - Number(stamp);
  if (ageMs < -CLOCK_SKEW_MS) return { ok: false, reason: 'token-invalid' };
  if (ageMs < minFillMs) return { ok: false, reason: 'token-too-young' };
  if (ageMs > maxAgeMs) return { ok: false, reason: 'token-expired', ageMs };
  return { ok: true, ageMs };
}

/** The signature over "<issuedAtMs>.<nonce>" (or, for older tokens, "<issuedAtMs>" alone). */
function mac(secret: string, signed: string): string {
  return createHmac('sha256', secret).update(`lead-form-token:${signed}`).digest('base64url');
}

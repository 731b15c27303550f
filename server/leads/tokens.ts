/**
 * Fill-time tokens: "<issuedAtMs>.<hmac>", signed by the server when it serves a form (in the page's
 * HTML, or from GET /api/leads/token). A post whose token is missing, forged or younger than the
 * minimum fill time came from a bot (people take more than 3 s to fill a form).
 *
 * Tokens also expire (a day by default), so one harvested token cannot be replayed forever. An expired
 * token is not spam, though: a visitor may leave a tab open overnight. The lead API stores such a lead
 * flagged for review and notifies the business as usual (server/leads/plugin.ts).
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

export function signFormToken(secret: string, issuedAt: number = Date.now()): string {
  const stamp = String(Math.floor(issuedAt));
  return `${stamp}.${mac(secret, stamp)}`;
}

export function checkFormToken(
  secret: string,
  token: string | undefined,
  minFillMs: number,
  now: number = Date.now(),
  maxAgeMs: number = Infinity,
): TokenVerdict {
  if (!token) return { ok: false, reason: 'token-missing' };
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'token-invalid' };
  const stamp = match[1]!;
  const signature = match[2]!;
  const expected = Buffer.from(mac(secret, stamp));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { ok: false, reason: 'token-invalid' };
  const ageMs = now - Number(stamp);
  if (ageMs < -CLOCK_SKEW_MS) return { ok: false, reason: 'token-invalid' };
  if (ageMs < minFillMs) return { ok: false, reason: 'token-too-young' };
  if (ageMs > maxAgeMs) return { ok: false, reason: 'token-expired', ageMs };
  return { ok: true, ageMs };
}

function mac(secret: string, stamp: string): string {
  return createHmac('sha256', secret).update(`lead-form-token:${stamp}`).digest('base64url');
}

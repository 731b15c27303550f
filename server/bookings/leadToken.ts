/**
 * The lead token: proof that whoever asks to book a visit on a lead is the visitor who sent it. The
 * lead API answers a stored quote request with its id and this token (HMAC-SHA256 of the id, keyed by
 * the same secret as the fill-time tokens of server/leads/tokens.ts, under a purpose of its own so
 * neither token can stand in for the other). Nobody else learns a lead's id, and an id alone, or a
 * token of another lead, books nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signLeadToken(secret: string, leadId: string): string {
  return createHmac('sha256', secret).update(`lead-booking:${leadId}`).digest('base64url');
}

/** Whether `token` is this lead's (compared in constant time). */
export function checkLeadToken(secret: string, leadId: string, token: string): boolean {
  const expected = Buffer.from(signLeadToken(secret, leadId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The spam verdict on a valid lead: the honeypot, the fill-time token (too young, missing, forged,
 * expired) and its reuse count.
 *
 * Rules: spam is stored (flagged), answered like success and never notified; a real lead may still be
 * flagged for review. Judging reads the store (token reuse), so it can fail like a commit does.
 */
import type { Lead } from '../../src/lib/leadSchema';
import type { LeadConfig } from './config';
import type { LeadStore } from './store';
import { checkFormToken } from './tokens';

export interface SpamVerdict {
  /** Why it is spam ("honeypot", "token-missing", "token-reused", …), or null for a real lead. */
  spamReason: string | null;
  /** Why a real lead deserves a second look ("token-expired"), or null. */
  reviewReason: string | null;
  /** The token to record with the lead: only a genuine one is (it counts towards its reuse limit). */
  formToken: string | null;
}

export interface SpamJudge {
  /** The fill-time tokens' HMAC key. */
  secret: string;
  store: Pick<LeadStore, 'countFormTokenUses'>;
  config: Pick<LeadConfig, 'minFillMs' | 'tokenMaxAgeMs' | 'tokenMaxUses'>;
}

/**
 * Spam or not. A token past its age is a tab left open, not a bot: the lead is notified, flagged.
 * A genuine token that already carried LEAD_TOKEN_MAX_USES leads is being replayed: spam.
 */
export async function judgeSpam(lead: Lead, { secret, store, config }: SpamJudge): Promise<SpamVerdict> {
  const token = lead.formToken?.trim() || null;
  if (lead.website && lead.website.trim() !== '')
    return { spamReason: 'honeypot', reviewReason: null, formToken: token };
  const verdict = checkFormToken(secret, token ?? undefined, config.minFillMs, Date.now(), config.tokenMaxAgeMs);
  if (!verdict.ok && verdict.reason !== 'token-expired')
    return { spamReason: verdict.reason, reviewReason: null, formToken: null };
  // Only genuine tokens are recorded and counted (a forged one is spam already).
  if ((await store.countFormTokenUses(token!)) >= config.tokenMaxUses)
    return { spamReason: 'token-reused', reviewReason: null, formToken: token };
  return { spamReason: null, reviewReason: verdict.ok ? null : verdict.reason, formToken: token };
}

/**
 * Spam verdicts a visitor can outgrow by trying again with the same idempotency key: posting too soon
 * (a fast typist, autofill), or with no or an unreadable token (the token fetch failed, or the secret
 * changed while the page was open). The retry must pass every guard itself, so a bot gains nothing it
 * could not get with a fresh key. A filled honeypot or a replayed token is never forgiven.
 */
export const replaceableSpam = ['token-too-young', 'token-missing', 'token-invalid'] as const;

/** No-JS posts with these verdicts get the check-and-send page instead of the thank-you page. */
export function needsCheck(spamReason: string | null): boolean {
  return (replaceableSpam as readonly (string | null)[]).includes(spamReason);
}

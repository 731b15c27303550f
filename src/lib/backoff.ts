/**
 * Exponential backoff, shared by the page's lead posts (src/lib/leadClient.ts) and the server's
 * outbox (server/leads/config.ts): base, 2 x base, 4 x base, ... never more than the cap. No jitter.
 * Pure (no Node or DOM API), so the browser bundle and the server both import it.
 */
export interface Backoff {
  /** The first wait. */
  baseMs: number;
  /** The longest wait. */
  capMs: number;
}

/**
 * The wait before retry n (1-based: the wait after n failed attempts). Below 1 counts as 1; the
 * exponent stops at 30, far past any cap, so a huge n (or a zero base) never turns into Infinity or NaN.
 */
export function backoffDelayMs(retry: number, { baseMs, capMs }: Backoff): number {
  const exponent = Math.min(Math.max(0, retry - 1), 30);
  return Math.min(capMs, baseMs * 2 ** exponent);
}

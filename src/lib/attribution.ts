/**
 * Where a visit came from, kept first-party for the visit (sessionStorage: gone when the tab closes; no
 * cookie, nothing sent anywhere until the visitor sends a request, whose post carries it: leadClient.ts).
 * Taken once, on the visit's first page: its address, the referrer when it is another site, the UTM
 * parameters and the ad click ids (gclid, gbraid, wbraid). The server validates it (src/lib/leadSchema.ts,
 * `attributionSchema`). Run by importing this module where the client starts (src/app/); no zod here.
 */
const storageKey = 'lead-attribution';
const queryNames = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
  gclid: 'gclid',
  gbraid: 'gbraid',
  wbraid: 'wbraid',
} as const;

/** Keeps the first page's attribution for the visit, once (the pages after it keep the first's). */
export function rememberAttribution(): void {
  try {
    if (sessionStorage.getItem(storageKey)) return;
    const here = new URL(location.href);
    const kept: Record<string, string> = { landingPage: (here.origin + here.pathname + here.search).slice(0, 2000) };
    const from = document.referrer;
    if (from && new URL(from).origin !== here.origin) kept.referrer = from.slice(0, 2000);
    for (const [name, field] of Object.entries(queryNames)) {
      const value = here.searchParams.get(name)?.trim();
      if (value) kept[field] = value.slice(0, 200);
    }
    sessionStorage.setItem(storageKey, JSON.stringify(kept));
  } catch {
    // Storage refused (a private mode, a sandbox): the request is sent without it.
  }
}

/** The visit's attribution, or undefined when none was kept. */
export function visitAttribution(): Record<string, string> | undefined {
  try {
    const kept = sessionStorage.getItem(storageKey);
    return kept ? (JSON.parse(kept) as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

if (typeof window !== 'undefined') rememberAttribution();

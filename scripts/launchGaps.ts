/**
 * What a real launch still lacks (`npm run preflight`, scripts/preflight.ts), read from the content
 * and the environment: each gap says what is missing, in plain words, and what to set where.
 *
 * A gap is `needed` when the launched site would mislead or lose customers without it: a phone
 * number from the range reserved for fiction, an e-mail on a placeholder domain, canonical links
 * and sitemap on the placeholder origin, quote requests that reach no one. It is `advised` when the
 * site works without it but shows less proof of a real business: the credentials, the review
 * profile, the customers' reviews (unset or empty, the site shows nothing for them, by design), a
 * fixed secret for the form tokens.
 */
import { leadConfigFromEnv, LeadConfigError } from '../server/leads/config';
import { readServerSettings } from '../server/serverSettings';

export interface LaunchGap {
  need: 'needed' | 'advised';
  /** One or two sentences: what is missing, then what to set and where. */
  text: string;
}

/** The facts the checks read, from src/content/business.ts. */
export interface LaunchFacts {
  phone: { display: string; e164: string };
  email: string;
  /** The origin the build uses: SITE_URL, or the default when it is unset. */
  siteUrl: string;
  /** The build-time settings behind the credentials (credentialSettings). */
  credentialSettings: readonly string[];
  /** How many customer reviews the owner has entered (content/reviews.json, src/content/testimonials.ts). */
  reviews: number;
  /** How many of the owner's jobs the gallery holds (content/gallery/): the site ships none. */
  galleryProjects: number;
  /** How many case studies the owner has written (content/case-studies/): the site ships none. */
  caseStudies: number;
}

type Env = Record<string, string | undefined>;

const isSet = (env: Env, name: string) => Boolean(env[name]?.trim());

/** 555-0100 to 555-0199: the North American numbers reserved for fiction. */
const fictionalPhone = (e164: string) => /^\+1\d{3}55501\d{2}$/.test(e164);

/** Domains reserved for examples and tests (RFC 2606, RFC 6761). */
const exampleDomain = (domain: string) =>
  /(^|\.)example\.(com|net|org)$/.test(domain) || /\.(example|test|invalid|localhost)$/.test(domain);

/** "www.blacklandfence.com" → "blacklandfence.com". */
const bareHost = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** What each credential shows once set (README, "Configuration"). */
const credentialShows: Record<string, string> = {
  IRRIGATOR_LICENSE: 'the Texas irrigator license number ("Texas licensed irrigator LI <number>")',
  BUSINESS_INSURANCE: 'the insurance, as the business states it',
  BUSINESS_OWNERS: 'the owners’ names ("Owned by …")',
};
const reviewSettings = ['REVIEW_PROFILE_URL', 'REVIEW_RATING', 'REVIEW_COUNT'];

const buildEnv = 'in the build’s environment, then rebuild (README, "Configuration")';
const apiEnv = 'in the lead API’s environment or its .env file, then restart it (README, "Leads")';

export function launchGaps(facts: LaunchFacts, env: Env): LaunchGap[] {
  const gaps: LaunchGap[] = [];
  const needed = (text: string) => gaps.push({ need: 'needed', text });
  const advised = (text: string) => gaps.push({ need: 'advised', text });

  if (fictionalPhone(facts.phone.e164))
    needed(
      `The phone number ${facts.phone.display} is a placeholder (555-01xx numbers are reserved for fiction): calls and texts reach no one. Write the real number in content/business.json (“Business details” in the editor at /admin: Phone).`,
    );

  const emailDomain = facts.email.split('@')[1]?.toLowerCase() ?? '';
  if (exampleDomain(emailDomain))
    needed(
      `The e-mail ${facts.email} is on an example domain: write the real address in content/business.json (“Business details” in the editor: E-mail).`,
    );
  else if (!isSet(env, 'SITE_URL') && emailDomain === bareHost(facts.siteUrl))
    needed(
      `The e-mail ${facts.email} is on the placeholder domain ${emailDomain}: write the real address in content/business.json (“Business details” in the editor: E-mail; an address on the real domain is confirmed by setting SITE_URL to it).`,
    );

  if (!isSet(env, 'SITE_URL'))
    needed(
      `SITE_URL is not set, so canonical links, Open Graph and sitemap.xml point at the placeholder ${facts.siteUrl}: set SITE_URL=https://<the site’s address> ${buildEnv}.`,
    );

  if (!isSet(env, 'SMTP_URL') && !isSet(env, 'LEAD_WEBHOOK_URL'))
    needed(
      `Quote requests are stored but sent to no one: set SMTP_URL=smtp://user:password@host:587 (they are e-mailed to LEAD_NOTIFY_TO, by default ${facts.email}), or LEAD_WEBHOOK_URL to post them to a CRM, ${apiEnv}.`,
    );

  try {
    leadConfigFromEnv(env);
  } catch (error) {
    if (!(error instanceof LeadConfigError)) throw error;
    needed(`${error.message.replace(/\n\s*/g, ' ')}: correct it ${apiEnv}.`);
  }

  for (const name of facts.credentialSettings.filter((name) => name in credentialShows && !isSet(env, name)))
    advised(`${name} is not set, so the site does not show ${credentialShows[name]}: set it ${buildEnv}.`);

  if (facts.credentialSettings.includes('REVIEW_PROFILE_URL') && !isSet(env, 'REVIEW_PROFILE_URL'))
    advised(
      `REVIEW_PROFILE_URL is not set, so the site links to no review profile and shows no rating: set it to the business’s Google (or other) review page, with REVIEW_RATING and REVIEW_COUNT copied from it, ${buildEnv}.`,
    );
  else if (reviewSettings.slice(1).some((name) => !isSet(env, name)))
    advised(
      `REVIEW_RATING and REVIEW_COUNT are not both set, so the review link shows no rating: copy both from the profile ${buildEnv}.`,
    );

  if (facts.reviews === 0)
    advised(
      'No customer reviews yet, so the pages show no reviews: add them in the editor at /admin (Site content → Customer reviews), each in the customer’s own words, under the name they agreed to, ticking the pages it shows on.',
    );

  if (facts.galleryProjects === 0)
    advised(
      'No gallery projects yet: add your own job photos in the editor at /admin (Gallery projects), each with its city and what was done; until then the gallery shows no job and points visitors to the services.',
    );
  if (facts.caseStudies === 0)
    advised(
      'No case studies yet, so the case studies page lists none and the fence page shows no case study cards: add one in the editor at /admin (Case studies) when a real job has its before and after photos.',
    );

  const editorGap = editorSignInGap(env);
  if (editorGap) needed(editorGap);
  else if (!isSet(env, 'CMS_GITHUB_REPO'))
    advised(
      `CMS_GITHUB_REPO is not set, so the build writes no editor at /admin and only a programmer can change the hours, prices, reviews and photos: set CMS_GITHUB_REPO=<owner>/<repository> (and CMS_BRANCH when it is not main) ${buildEnv}, and the sign-in's CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET in the server's environment (README, "Editing the site").`,
    );

  if (!isSet(env, 'LEAD_TOKEN_SECRET'))
    advised(
      `LEAD_TOKEN_SECRET is not set: the lead API makes one and keeps it in its lead store, so a form opened before the store was replaced, or served by a process with another store, sends a request filed as spam. Set it to a long random string, the same for every API process, ${apiEnv}.`,
    );
  return gaps;
}

/**
 * The editor's sign-in, when the editor is built: the server needs its GitHub OAuth app (both
 * variables, well formed), or the owner meets an editor that cannot sign in.
 */
function editorSignInGap(env: Env): string | null {
  const names = ['CMS_GITHUB_CLIENT_ID', 'CMS_GITHUB_CLIENT_SECRET'];
  const problems = readServerSettings(env).problems.filter((problem) => names.includes(problem.name));
  if (problems.length > 0)
    return `${problems.map((problem) => `${problem.name} ${problem.message}`).join('; ')}: correct it in the server’s environment, then restart it (README, "Editing the site").`;
  if (isSet(env, 'CMS_GITHUB_REPO') && !names.every((name) => isSet(env, name)))
    return `The editor at /admin is built (CMS_GITHUB_REPO is set) but cannot sign in: set CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET, the Client ID and a client secret of the repository’s GitHub OAuth app, in the server’s environment, then restart it (README, "Editing the site").`;
  return null;
}

/** The report `npm run preflight` prints: the needed gaps, then the advised ones, or that none is left. */
export function launchReport(gaps: LaunchGap[]): string {
  const needed = gaps.filter((gap) => gap.need === 'needed');
  const advised = gaps.filter((gap) => gap.need === 'advised');
  const lines: string[] = [];
  if (needed.length)
    lines.push(`Not ready for launch: ${needed.length} thing${needed.length === 1 ? '' : 's'} to do first.`, '');
  else lines.push('Ready for launch: nothing a launch needs is missing.', '');
  needed.forEach((gap) => lines.push(`  ✗ ${gap.text}`));
  if (advised.length) {
    if (needed.length) lines.push('');
    lines.push('Recommended (the site works without them, and shows nothing in their place):', '');
    advised.forEach((gap) => lines.push(`  • ${gap.text}`));
  }
  return lines.join('\n');
}

/**
 * The business, in one place. Every page, the footer, the JSON-LD, the sitemap and the server read
 * these values: the owner changes the name, phone, e-mail, address, opening hours, service areas,
 * social profiles and the reply promise in content/business.json (its schema: `businessFile` in
 * schemas/business.ts), and everything derived from them is derived here, so the whole site follows.
 *
 * The name, phone, e-mail, street address and domain are placeholders; these are the values the
 * business edits. The phone number uses 555-01xx, the range reserved for fiction, until the real
 * number is set.
 */
import type { AreaPage, BusinessContent, BusinessFile } from './schemas/business';
import type { OpeningHours, Phone, SocialProfile, TrustFact } from './schemas/business';
import businessFile from '../../content/business.json';

/** The owner's file, as the build and the tests check it against its schema. */
const facts = businessFile as BusinessFile;

/** Public origin of the site, no trailing slash: used for canonical links, Open Graph and sitemap.xml. */
export const SITE_URL: string = (process.env.SITE_URL || 'https://www.blacklandfence.com').replace(/\/+$/, '');

/**
 * The environment variables behind the credentials below, which the build writes into the pages
 * (webpack's DefinePlugin replaces each `process.env.<NAME>` read here).
 */
export const credentialSettings = [
  'IRRIGATOR_LICENSE',
  'BUSINESS_INSURANCE',
  'BUSINESS_OWNERS',
  'REVIEW_PROFILE_URL',
  'REVIEW_RATING',
  'REVIEW_COUNT',
] as const;

/** A build-time setting, trimmed; null when unset or blank. */
function setting(value: string | undefined): string | null {
  return value?.trim() || null;
}

/** "08:00" as people read it: "8:00 AM". */
function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The week as schema.org names its days, Monday first: the order rows are shown and grouped in. */
const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * The owner's one value per day ("08:00-18:00" or "closed") as the rows people read and search
 * engines get: days in a row with the same hours share one row ("Monday - Friday"), and the shown
 * text ("8:00 AM - 6:00 PM", "Closed") is written from the same opens and closes as the JSON-LD, so
 * the two can never disagree.
 */
export function openingHoursRows(days: BusinessFile['openingHours']): OpeningHours[] {
  const rows: { days: (typeof week)[number][]; value: string }[] = [];
  for (const day of week) {
    const value = days[day.toLowerCase() as keyof typeof days].toLowerCase();
    const last = rows.at(-1);
    if (last?.value === value) last.days.push(day);
    else rows.push({ days: [day], value });
  }
  return rows.map(({ days: rowDays, value }) => {
    const label = rowDays.length === 1 ? rowDays[0]! : `${rowDays[0]} - ${rowDays.at(-1)}`;
    const [opens, closes] = value.split('-');
    return opens && closes
      ? { label, days: rowDays, opens, closes, display: `${clockText(opens)} - ${clockText(closes)}` }
      : { label, days: rowDays, opens: null, closes: null, display: 'Closed' };
  });
}

export const business = {
  name: facts.name,
  legalName: facts.legalName,
  /** The blurb used in the footer and as the default description. */
  tagline: `Fences, landscapes, irrigation, artificial turf and foundation repair for Dallas-Fort Worth homes and businesses since ${facts.foundingYear}.`,
  foundingYear: facts.foundingYear,
  /** As people read it, and in E.164 for tel:/sms: links and structured data ("+12145550142"). */
  phone: { display: facts.phone, e164: `+1${facts.phone.replace(/\D/g, '')}` } satisfies Phone,
  email: facts.email,
  address: {
    street: facts.address.street,
    city: facts.address.city,
    region: facts.address.state,
    postalCode: facts.address.postalCode,
    country: 'US',
  },
  /** Map centre for the contact page. */
  geo: facts.mapPin,
  hours: openingHoursRows(facts.openingHours),
  /**
   * The business's own profile pages, e.g. "https://www.facebook.com/blacklandfence". A profile
   * without a URL is not shown anywhere: the site never links to a network's home page.
   */
  social: {
    facebook: facts.social.facebook || null,
    instagram: facts.social.instagram || null,
    youtube: facts.social.youtube || null,
  },
  /**
   * Texas Department of Licensing and Regulation irrigator license number (IRRIGATOR_LICENSE at build
   * time); shown as "LI <number>" when set.
   */
  irrigatorLicense: setting(process.env.IRRIGATOR_LICENSE),
  /** The web designer credited in the footer, when the owner's file names one (none is shown otherwise). */
  designerCredit:
    facts.designerCredit?.name && facts.designerCredit.link
      ? { name: facts.designerCredit.name, href: facts.designerCredit.link }
      : null,
} as const satisfies BusinessContent['business'];

/** The names of the owner's service areas ticked to show on `page`, in the owner's order. */
const areasShownOn = (page: AreaPage) =>
  facts.serviceAreas.filter((area) => area.showOn.includes(page)).map((area) => area.name.trim());

/**
 * The cities we serve: the contact and about pages list them, the service pages name them under the
 * hero's quote button, and the JSON-LD gives them as areaServed.
 */
export const contactServiceAreas = areasShownOn('cities') satisfies BusinessContent['contactServiceAreas'];

/**
 * The cities every service covers: the service pages name them under the hero's quote button and in
 * their JSON-LD areaServed. A page with a list of its own (the design pages name designServiceAreas)
 * shows that one instead.
 */
export const serviceAreas: readonly string[] = contactServiceAreas;

/**
 * The areas on the design pages (landscape and garden design, outdoor kitchens, the design
 * process). They are a subset on purpose, not a second list: a designer meets the client on site, so
 * these pages name only the areas the owner ticks "Design pages" on, from the same list of areas
 * (a neighborhood such as Lake Highlands can be named there alone). Adding "Rockwall" to the list
 * asks, beside it, whether the design pages name it too.
 */
export const designServiceAreas = areasShownOn('design') satisfies BusinessContent['designServiceAreas'];

const socialNames = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube' } as const;

/** The profiles that have a URL, in a fixed order; empty until the business sets one. */
export const socialProfiles: SocialProfile[] = (Object.keys(socialNames) as (keyof typeof socialNames)[]).flatMap(
  (icon) => {
    const href = business.social[icon];
    return href ? [{ name: socialNames[icon], href, icon }] : [];
  },
);

/**
 * The year the statistics below were last counted. Years in business are derived from it, so
 * "since 2005" and the years counter cannot disagree; update it together with the figures.
 */
export const statsYear = 2026;

/**
 * The business's figures, stated once. Every page that shows a number reads it from here, so no
 * two pages can give different readings of the same fact. Each reading is a whole number with at
 * most a "+" or "%" after it, which is what a counter can animate.
 */
export const stats = {
  /** Whole years since the founding year, as of statsYear: 2026 - 2005 = 21. */
  yearsInBusiness: String(statsYear - business.foundingYear),
  customers: '500+',
  /** Properties with a fence we built (a subset of the customers). */
  propertiesFenced: '450+',
  satisfaction: '98%',
  team: '20',
} as const satisfies BusinessContent['stats'];

/** The business's service terms and claims, by name. */
export const terms = {
  quoteResponseHours: facts.quoteResponseHours,
  installationDays: '2-5',
  depositPercent: 50,
  cedarRestainYears: '2-3',
  materialWarrantyYears: '15-25',
  lateInstallationPenaltyPerDay: 100,
  designFeeDiscountPercent: 50,
  irrigationWarranty: '1-year',
  turfWarrantyYears: 15,
  foundationWarranty: 'lifetime, transferable',
  claims: {
    unsightlyFenceValueLoss: '5-10%',
    propertyValueIncrease: '15%',
    waterReduction: '40%',
    extraSpaceSqFt: 500,
  },
} as const satisfies BusinessContent['terms'];

/**
 * The response promise, worded once. What the business promises is a reply (a call or an e-mail)
 * within terms.quoteResponseHours hours of a request; the written quote follows the visit, once we
 * have seen and measured the job. Pages state it only through these phrasings, so no page promises
 * a written quote in 24 hours (src/content/story.test.ts looks for hand-written variants).
 */
const reply = `reply within ${terms.quoteResponseHours} hours`;
export const responsePromise = {
  /** "reply within 24 hours": after "we" or "a designer will", or a noun after "a". */
  reply,
  /** The whole promise as a sentence: the reply, then the written quote after the visit. */
  sentence: `We ${reply}, and your written quote follows once we have seen the job.`,
} as const satisfies BusinessContent['responsePromise'];

/**
 * The fence warranty: one policy in two layers, so the lifetime promise and the package terms
 * never contradict each other.
 * - Every fence we build gets a lifetime guarantee on its structure: the posts we set and their
 *   concrete footings, the part that fails when a fence is built badly.
 * - On top of it, a full workmanship warranty (gates, rails, pickets, hardware, alignment) for a
 *   term set by the package: the longer the term, the higher the package.
 */
export const fenceWarranty = {
  lifetimeName: 'lifetime post guarantee',
  lifetimeCovers:
    'every post we set stays upright and solid in its concrete footing for as long as you own the property; if one leans or its footing fails, we reset it at no charge',
  /** Full workmanship warranty per fence package id, in years. */
  workmanshipYears: {
    basic: 2,
    premium: 5,
    luxury: 10,
    'commercial-basic': 3,
    'commercial-premium': 5,
    'commercial-security': 10,
  },
} as const satisfies BusinessContent['fenceWarranty'];

const workmanshipTerms = Object.values(fenceWarranty.workmanshipYears);
/** "2-10": the shortest and longest package workmanship terms. */
export const workmanshipYearsRange = `${Math.min(...workmanshipTerms)}-${Math.max(...workmanshipTerms)}`;

/** The fence warranty in the few phrasings pages use, all derived from fenceWarranty. */
export const fenceWarrantyText = {
  /** "Lifetime post guarantee" (a highlight or a list point). */
  lifetime: 'Lifetime post guarantee',
  /** "2-10 year workmanship warranty, by package". */
  workmanship: `${workmanshipYearsRange} year workmanship warranty, by package`,
  /** The whole policy in one phrase, to follow "with" or "plus": "a lifetime post guarantee and a 2-10 year …". */
  summary: `a ${fenceWarranty.lifetimeName} and a ${workmanshipYearsRange} year workmanship warranty set by your package`,
  /** The whole policy in full sentences. */
  explained: `Every fence we build carries our ${fenceWarranty.lifetimeName}: ${fenceWarranty.lifetimeCovers}. On top of it, your package sets a full workmanship warranty on everything else we build, from gates and hardware to rails, pickets and alignment: ${workmanshipYearsRange} years, shown on each package.`,
  /** The line on each package card: "5-year workmanship warranty, plus the lifetime post guarantee". */
  tier: (years: number) => `${years}-year workmanship warranty, plus the ${fenceWarranty.lifetimeName}`,
} satisfies BusinessContent['fenceWarrantyText'];

/**
 * The external lead-management provider. With a form id (LEAD_PROVIDER_FORM_ID at build time),
 * the quote dialog and inline slots show its intake form in an iframe; without one they show the
 * native quote form, which posts to this site's own /api/leads.
 */
export const leadProvider = {
  formId: process.env.LEAD_PROVIDER_FORM_ID || null,
  frameOrigin: 'https://api.leadconnectorhq.com',
  formBaseUrl: 'https://api.leadconnectorhq.com/widget/form/',
  scriptOrigin: 'https://link.msgsndr.com',
  embedScriptUrl: 'https://link.msgsndr.com/js/form_embed.js',
} as const satisfies BusinessContent['leadProvider'];

/** The map frame on the contact page. */
export const mapEmbed = {
  origin: 'https://www.google.com',
  src: (query: string) => `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`,
} as const satisfies BusinessContent['mapEmbed'];

/** "(214) 555-0142" as a tel: link. */
export const telHref = `tel:${business.phone.e164}`;
/** "(214) 555-0142" as an sms: link. */
export const smsHref = `sms:${business.phone.e164}`;
export const mailHref = `mailto:${business.email}`;

/** One line: "2150 N Shiloh Rd, Suite 110, Garland, TX 75044". */
export const addressOneLine = `${business.address.street}, ${business.address.city}, ${business.address.region} ${business.address.postalCode}`;

/** "LI 12345" when the irrigator license is set, otherwise null. */
// Tested on the variable itself, a literal in the page's script, so an unset licence leaves no trace there.
export const irrigatorLicenseText =
  process.env.IRRIGATOR_LICENSE && business.irrigatorLicense ? `LI ${business.irrigatorLicense}` : null;

/** A list as the site writes it, with no comma before "and": "Dallas, Fort Worth and Plano". */
export function inWords(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Review sites by host, for "reviews on Google"; another host is named by its address. */
const reviewSites: [host: RegExp, name: string][] = [
  [/^((www|maps)\.)?google\.com$|^g\.page$|^maps\.app\.goo\.gl$/, 'Google'],
  [/^(www\.)?yelp\.com$/, 'Yelp'],
  [/^(www\.)?facebook\.com$/, 'Facebook'],
  [/^(www\.)?bbb\.org$/, 'the BBB'],
  [/^(www\.)?nextdoor\.com$/, 'Nextdoor'],
  [/^(www\.)?angi\.com$/, 'Angi'],
  [/^(www\.)?houzz\.com$/, 'Houzz'],
];

/** The review profile from its three settings; a wrong value stops the build, naming the variable. */
function reviewProfile(href: string | null, rating: string | null, count: string | null) {
  if (!href) {
    if (rating || count)
      throw new Error('REVIEW_RATING and REVIEW_COUNT need REVIEW_PROFILE_URL: a rating shows with its source');
    return null;
  }
  let host: string;
  try {
    const url = new URL(href);
    if (url.protocol !== 'https:') throw new Error();
    host = url.hostname;
  } catch {
    throw new Error(`REVIEW_PROFILE_URL must be an https address, like "https://g.page/r/…/review" (got "${href}")`);
  }
  const site = reviewSites.find(([pattern]) => pattern.test(host))?.[1] ?? host.replace(/^www\./, '');
  if (!rating && !count) return { site, href, rating: null };
  if (!rating || !/^[1-5](\.\d)?$/.test(rating) || Number(rating) > 5)
    throw new Error(
      `REVIEW_RATING must be the profile's rating, 1 to 5 with at most one decimal, like "4.8" (got "${rating ?? ''}")`,
    );
  if (!count || !/^[1-9]\d*$/.test(count))
    throw new Error(`REVIEW_COUNT must be the number of reviews behind the rating, like "127" (got "${count ?? ''}")`);
  return { site, href, rating: { value: Number(rating), count: Number(count) } };
}

/**
 * Proof that the business is real: its insurance, its owners and its review profile (with the
 * irrigator license above). The operator sets them at build time, in environment variables read here
 * and nowhere else (the README's configuration table lists them); each stays empty until set, and
 * nothing is shown for an empty one, so the site never invents a licence, a name or a rating.
 */
// The build writes each variable in as a literal: with none of the three set, the condition is
// `"" || "" || ""`, and the minifier leaves the parser, its messages and the rating line out of the
// page's script.
const reviews =
  process.env.REVIEW_PROFILE_URL || process.env.REVIEW_RATING || process.env.REVIEW_COUNT
    ? reviewProfile(
        setting(process.env.REVIEW_PROFILE_URL),
        setting(process.env.REVIEW_RATING),
        setting(process.env.REVIEW_COUNT),
      )
    : null;

// Literals in the page's script too (see `reviews`): unset, each line below folds away.
const insurance = process.env.BUSINESS_INSURANCE ? setting(process.env.BUSINESS_INSURANCE) : null;
const owners = process.env.BUSINESS_OWNERS
  ? process.env.BUSINESS_OWNERS.split(',')
      .map((name) => name.trim())
      .filter(Boolean)
  : [];

export const credentials = {
  /** The insurance as the business states it (BUSINESS_INSURANCE), e.g. "Insured: general liability and workers’ compensation". */
  insurance,
  /** The owners' names (BUSINESS_OWNERS, comma-separated). */
  owners,
  /** The review profile (REVIEW_PROFILE_URL) and, when both are set, its rating and review count (REVIEW_RATING, REVIEW_COUNT). */
  reviews,
} satisfies BusinessContent['credentials'];

/**
 * The credentials that are set, each as one line with its icon (and the review profile's link), in
 * the order a careful customer checks them; empty when none is set, and then nothing shows.
 */
export const trustFacts: TrustFact[] = [
  ...(irrigatorLicenseText
    ? [{ icon: 'award' as const, text: `Texas licensed irrigator ${irrigatorLicenseText}` }]
    : []),
  ...(insurance ? [{ icon: 'shield' as const, text: insurance }] : []),
  ...(process.env.BUSINESS_OWNERS && owners.length > 0
    ? [{ icon: 'users' as const, text: `Owned by ${inWords(owners)}` }]
    : []),
  ...(reviews
    ? [
        {
          icon: 'star' as const,
          text: reviews.rating
            ? `Rated ${reviews.rating.value.toFixed(1)} out of 5 from ${reviews.rating.count} reviews on ${reviews.site}`
            : `Read our reviews on ${reviews.site}`,
          href: reviews.href,
        },
      ]
    : []),
];

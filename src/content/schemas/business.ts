/**
 * The business facts (src/content/business.ts): the values every page, the footer, the JSON-LD, the
 * sitemap and the server read. Formats are checked here (E.164 phone, e-mail, ZIP code, 24-hour
 * opening times, profile URLs), so a typo in the one place the business edits fails the tests
 * instead of shipping a dead tel: link or a wrong opening time to search engines.
 */
import { z } from 'zod';
import { contentFunction, distinct, iconName, text } from './shapes';

/** An https URL. */
const httpsUrl = z.url({ protocol: /^https$/ });

/** An https origin: scheme and host, no path (what a Content-Security-Policy directive lists). */
const httpsOrigin = httpsUrl.regex(/^https:\/\/[^/?#]+$/, 'an https origin with no path, like "https://example.com"');

/** SITE_URL's rule, the same for the build (canonical links, sitemap, robots.txt) and the lead API (Origin check). */
export const siteUrlRule = "must be the site's origin, scheme and host only, like https://www.example.com";

/** True for an http(s) origin written exactly as browsers send it: "https://www.example.com", no path, port 443 left out. */
export function isSiteOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
}

/** A build setting as the environment gives it: trimmed, blank the same as unset. */
const buildSetting = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/**
 * The settings the build reads from its environment besides the credentials (which business.ts
 * checks as it reads them): the build stops at its start, naming each bad one (webpack.config.ts).
 */
const buildSettingsSchema = z.object({
  SITE_URL: buildSetting.refine((value) => value === undefined || isSiteOrigin(value.replace(/\/+$/, '')), {
    error: siteUrlRule,
  }),
  LEAD_API_ORIGIN: buildSetting.refine((value) => value === undefined || isSiteOrigin(value.replace(/\/+$/, '')), {
    error: "must be the lead API's origin, like https://api.example.com",
  }),
  LEAD_PROVIDER_FORM_ID: buildSetting.refine((value) => value === undefined || /^[A-Za-z0-9_-]{1,100}$/.test(value), {
    error: "must be the lead provider's form id: letters, digits, - and _",
  }),
  DEBUG_REACT: buildSetting.refine((value) => value === undefined || value === '1', {
    error: "must be 1 (React's development build) or unset",
  }),
});

/** The bad build settings in `env`, each with what it must be (empty when all are good). */
export function buildSettingsProblems(env: Record<string, string | undefined>): { name: string; message: string }[] {
  const parsed = buildSettingsSchema.safeParse(env);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ name: String(issue.path[0]), message: issue.message }));
}

/** A calendar year. */
const year = z.number().int().min(1900).max(2100);

/** A percentage as a whole number, 0 to 100. */
const percent = z.number().int().min(0).max(100);

/** A range of whole numbers as shown, low end first: "2-5", or "5-10%" with `unit` "%". */
const range = (unit: '' | '%' = '') =>
  z
    .string()
    .regex(new RegExp(`^\\d+-\\d+${unit}$`), `a range like "2-5${unit}"`)
    .refine((value) => {
      const [low, high] = value.split(/[-%]/);
      return Number(low) < Number(high);
    }, 'the low end first');

export const phone = z
  .strictObject({
    /** How people read it: "(214) 555-0142". */
    display: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'a US number written like "(214) 555-0142"'),
    /** E.164, for tel:/sms: links and structured data: "+12145550142". */
    e164: z.string().regex(/^\+1\d{10}$/, 'a US number in E.164 form, like "+12145550142"'),
  })
  .refine((value) => `+1${value.display.replace(/\D/g, '')}` === value.e164, {
    message: 'display and e164 must be the same number',
    path: ['e164'],
  });
export type Phone = z.infer<typeof phone>;

/** schema.org dayOfWeek values. */
const dayOfWeek = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

/** A 24-hour time, "HH:MM", as schema.org opening hours take it. */
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a 24-hour time, like "08:00" or "14:00"');

/** A row of the opening hours: the days it covers, as people read them and as schema.org states them. */
const hoursRow = z.strictObject({
  /** The days as shown to people, e.g. "Monday - Friday". */
  label: text,
  days: z.array(dayOfWeek).min(1),
  /** As shown to people, e.g. "8:00 AM - 6:00 PM" or "Closed". */
  display: text,
});

/** "8:00 AM - 6:00 PM" read back as ["08:00", "18:00"]; null when it is not written that way. */
function shownTimes(display: string): [string, string] | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*([AP])\.?M\.?\s*[-–]\s*(\d{1,2})(?::(\d{2}))?\s*([AP])\.?M\.?$/i.exec(
    display.trim(),
  );
  if (!match) return null;
  const time = (hours: string, minutes = '00', half: string) =>
    `${String((Number(hours) % 12) + (half.toUpperCase() === 'P' ? 12 : 0)).padStart(2, '0')}:${minutes}`;
  return [time(match[1]!, match[2], match[3]!), time(match[4]!, match[5], match[6]!)];
}

/**
 * Days the office is open (they go into the JSON-LD), or closed: opens and closes are both set or both
 * null. The hours people read (display) and the ones search engines read (opens, closes) are the
 * same hours: business.ts derives both from the owner's one value per day, and this reads the shown
 * text back to prove it.
 */
export const openingHours = z.union([
  hoursRow
    .extend({ opens: time, closes: time })
    .refine((row) => row.opens < row.closes, { message: 'opens before it closes', path: ['closes'] })
    .refine(
      (row) => {
        const shown = shownTimes(row.display);
        return shown?.[0] === row.opens && shown[1] === row.closes;
      },
      {
        path: ['display'],
        error: (issue) => {
          const row = issue.input as { opens: string; closes: string };
          return `The shown hours must read as opens and closes (${row.opens} to ${row.closes})`;
        },
      },
    ),
  hoursRow.extend({ opens: z.null(), closes: z.null() }),
]);
export type OpeningHours = z.infer<typeof openingHours>;

/** The networks the site can link a profile of (each has its icon). */
const socialNetwork = iconName.extract(['facebook', 'instagram', 'youtube']);

/** A profile page on a network: https, on the network's own host, and a page rather than its home page. */
const profileUrl = (host: string) =>
  z
    .url({ protocol: /^https$/, hostname: new RegExp(`^(www\\.)?${host.replace(/\./g, '\\.')}$`) })
    .regex(/^https:\/\/[^/]+\/[^?#\s]+/, `a profile page on ${host}, not its home page`);

/** A social profile as the footer and the contact page link it. */
export const socialProfile = z.strictObject({
  /** The network's name, e.g. "Facebook". */
  name: text,
  href: httpsUrl,
  icon: socialNetwork,
});
export type SocialProfile = z.infer<typeof socialProfile>;

/** A credential as the footer, the about and the contact pages show it: one line, its icon, a link for the reviews. */
export const trustFact = z.strictObject({
  icon: iconName.extract(['award', 'shield', 'users', 'star']),
  text,
  href: httpsUrl.optional(),
});
export type TrustFact = z.infer<typeof trustFact>;

/** The fence packages: each has a workmanship warranty term here and a card on the sales page. */
export const fencePackageId = z.enum([
  'basic',
  'premium',
  'luxury',
  'commercial-basic',
  'commercial-premium',
  'commercial-security',
]);

/** A figure as a counter shows it: a whole number, then nothing, "+" or "%" (what statFromReading accepts). */
const statReading = z.string().regex(/^\d+[+%]?$/, 'a whole number, optionally followed by "+" or "%"');

/** A tel: or sms: link to a number in E.164 form. */
const contactLink = (scheme: 'tel' | 'sms') =>
  z.string().regex(new RegExp(`^${scheme}:\\+\\d{8,15}$`), `a ${scheme}: link in E.164 form`);

export const businessContent = z.strictObject({
  /** Public origin of the site (canonical links, Open Graph, sitemap.xml): http(s), no trailing slash. */
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .regex(/^[^?#]*[^/?#]$/, 'a URL without a trailing slash, query or hash, like "https://www.example.com"'),
  business: z.strictObject({
    name: text,
    /** The registered name, in the legal pages and the footer's copyright line. */
    legalName: text,
    /** The blurb used in the footer and as the default description. */
    tagline: text,
    foundingYear: year,
    phone,
    email: z.email(),
    address: z.strictObject({
      street: text,
      city: text,
      /** The state's two-letter code, e.g. "TX". */
      region: z.string().regex(/^[A-Z]{2}$/, 'a two-letter state code like "TX"'),
      /** A US ZIP code: "75044" or "75044-1234". */
      postalCode: z.string().regex(/^\d{5}(-\d{4})?$/, 'a ZIP code like "75044"'),
      /** The phone and ZIP formats are the US ones. */
      country: z.literal('US'),
    }),
    /** Map centre for the contact page. */
    geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
    /** The week, in rows: each day of the week is in exactly one row. */
    hours: z
      .array(openingHours)
      .min(1)
      .refine((rows) => {
        const days = rows.flatMap((row) => row.days);
        return days.length === dayOfWeek.options.length && new Set(days).size === days.length;
      }, 'each day of the week in exactly one row'),
    /** The business's own profile pages; null until the business has one (nothing is shown for it). */
    social: z.strictObject({
      facebook: profileUrl('facebook.com').nullable(),
      instagram: profileUrl('instagram.com').nullable(),
      youtube: profileUrl('youtube.com').nullable(),
    }),
    /** Texas irrigator license number, digits only (shown as "LI <number>"); null until set. */
    irrigatorLicense: z.string().regex(/^\d+$/, 'the license number alone, digits only').nullable(),
    /** The web designer credited in the footer, when the business file names one. */
    designerCredit: z.strictObject({ name: text, href: httpsUrl }).nullable(),
  }),
  /** The environment variables the credentials come from (the build writes them into the pages). */
  credentialSettings: z.array(z.string().regex(/^[A-Z][A-Z_]*$/)).readonly(),
  /** Proof the business is real, from the build's environment; each empty until the operator sets it. */
  credentials: z.strictObject({
    insurance: text.nullable(),
    owners: z.array(text),
    reviews: z
      .strictObject({
        /** The review site's name, e.g. "Google". */
        site: text,
        href: httpsUrl,
        rating: z
          .strictObject({
            value: z.number().min(1).max(5),
            count: z.number().int().positive(),
          })
          .nullable(),
      })
      .nullable(),
  }),
  /** The credentials that are set, as shown; empty until one is. */
  trustFacts: z.array(trustFact),
  /** How the site writes a list ("Dallas, Fort Worth and Plano"). */
  inWords: contentFunction,
  /** The owner's one value per day as the rows shown and given to search engines. */
  openingHoursRows: contentFunction,
  /** The cities on the contact page and in the JSON-LD's areaServed; each once (they key the list). */
  contactServiceAreas: z
    .array(text)
    .min(2)
    .refine((areas) => distinct(areas), 'a city listed twice'),
  /** The cities every service covers unless its page names its own list. */
  serviceAreas: z.array(text).min(2).readonly(),
  /** The areas on the design pages; each once. */
  designServiceAreas: z
    .array(text)
    .min(2)
    .refine((areas) => distinct(areas), 'an area listed twice'),
  /** The profiles that have a URL, in a fixed order; empty until the business sets one. */
  socialProfiles: z.array(socialProfile),
  /** The year the statistics were last counted. */
  statsYear: year,
  stats: z.strictObject({
    yearsInBusiness: statReading,
    customers: statReading,
    propertiesFenced: statReading,
    satisfaction: z.string().regex(/^(100|[1-9]?\d)%$/, 'a percentage like "98%"'),
    team: statReading,
  }),
  /** The service terms and claims pages quote, by name. */
  terms: z.strictObject({
    /** We reply to a quote request within this many hours. */
    quoteResponseHours: z.number().int().positive(),
    /** Days a typical installation takes, e.g. "2-5". */
    installationDays: range(),
    depositPercent: percent,
    /** Years between re-stains of a cedar fence, e.g. "2-3". */
    cedarRestainYears: range(),
    /** The manufacturers' material warranties, in years, e.g. "15-25". */
    materialWarrantyYears: range(),
    /** US dollars we pay for each day an installation runs past the contract's date. */
    lateInstallationPenaltyPerDay: z.number().int().positive(),
    designFeeDiscountPercent: percent.min(1),
    /** As it reads before "warranty": "1-year". */
    irrigationWarranty: z.string().regex(/^\d+-year$/, 'a term like "1-year"'),
    turfWarrantyYears: z.number().int().positive(),
    /** As it reads before "warranty", e.g. "lifetime, transferable". */
    foundationWarranty: text,
    claims: z.strictObject({
      /** How much an unsightly fence takes off a home's value, e.g. "5-10%". */
      unsightlyFenceValueLoss: range('%'),
      propertyValueIncrease: z.string().regex(/^\d{1,3}%$/, 'a percentage like "15%"'),
      waterReduction: z.string().regex(/^\d{1,3}%$/, 'a percentage like "40%"'),
      extraSpaceSqFt: z.number().int().positive(),
    }),
  }),
  /** The response promise in the phrasings pages use: a reply within quoteResponseHours hours, the written quote after the visit. */
  responsePromise: z.strictObject({
    reply: z.string().regex(/^reply within \d+ hours$/, 'like "reply within 24 hours"'),
    sentence: text,
  }),
  /** The fence warranty: a lifetime guarantee on the posts, plus a workmanship term set by the package. */
  fenceWarranty: z.strictObject({
    /** Its name in running text: "lifetime post guarantee". */
    lifetimeName: text,
    /** What it covers, as a clause that follows a colon. */
    lifetimeCovers: text,
    /** Full workmanship warranty per fence package, in years: every package has one. */
    workmanshipYears: z.record(fencePackageId, z.number().int().positive()),
  }),
  /** The shortest and longest package workmanship terms: "2-10". */
  workmanshipYearsRange: range(),
  /** The fence warranty in the phrasings pages use. */
  fenceWarrantyText: z.strictObject({
    lifetime: text,
    workmanship: text,
    summary: text,
    explained: text,
    /** The line on each package card, from its term in years. */
    tier: contentFunction,
  }),
  /**
   * The external lead-management provider. Its form and script URLs must sit under the origins the
   * Content-Security-Policy allows (server/security.ts lists the origins).
   */
  leadProvider: z
    .strictObject({
      /** The provider's form id, from LEAD_PROVIDER_FORM_ID at build time; null shows the native quote form. */
      formId: z
        .string()
        .regex(/^[A-Za-z0-9_-]+$/, 'a form id of letters, digits, "_" or "-"')
        .nullable(),
      /** The intake form's origin (frame-src, connect-src). */
      frameOrigin: httpsOrigin,
      /** The form's URL without its id, which is appended to it. */
      formBaseUrl: httpsUrl.regex(/\/$/, 'a URL ending in "/" (the form id follows it)'),
      /** The embed script's origin (script-src). */
      scriptOrigin: httpsOrigin,
      embedScriptUrl: httpsUrl,
    })
    .refine((provider) => provider.formBaseUrl.startsWith(`${provider.frameOrigin}/`), {
      message: 'the form is served from frameOrigin',
      path: ['formBaseUrl'],
    })
    .refine((provider) => provider.embedScriptUrl.startsWith(`${provider.scriptOrigin}/`), {
      message: 'the script is served from scriptOrigin',
      path: ['embedScriptUrl'],
    }),
  /** The map frame on the contact page: its origin (frame-src) and its URL for a search query. */
  mapEmbed: z
    .strictObject({ origin: httpsOrigin, src: contentFunction })
    .refine((map) => (map.src as (query: string) => string)('Garland, TX').startsWith(`${map.origin}/`), {
      message: 'the map is served from origin',
      path: ['src'],
    }),
  telHref: contactLink('tel'),
  smsHref: contactLink('sms'),
  mailHref: z.string().regex(/^mailto:[^@\s]+@[^@\s]+$/, 'a mailto: link'),
  /** "2150 N Shiloh Rd, Suite 110, Garland, TX 75044". */
  addressOneLine: text,
  /** "LI 12345" when the irrigator license is set, otherwise null. */
  irrigatorLicenseText: z
    .string()
    .regex(/^LI \d+$/, 'like "LI 12345"')
    .nullable(),
});

/** The module's exports, as the schema reads them. */
export type BusinessContent = z.infer<typeof businessContent>;

/** A value the owner types, checked against `pattern`, with the same plain message in the editor and at build time. */
const patterned = (pattern: RegExp, message: string) =>
  z.string().regex(pattern, message).meta({ patternMessage: message });

/** One day's hours as the owner enters them: "09:00-14:00", or "closed". */
const hoursPattern = /^(([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d|[Cc]losed)$/;
export const dayHoursMessages = {
  form: 'Enter the hours as two 24-hour times, opening then closing, like "09:00-14:00", or write "closed"',
  order: 'The closing time must be after the opening time, like "09:00-14:00"',
};
const dayHours = (day: z.infer<typeof dayOfWeek>) =>
  patterned(hoursPattern, dayHoursMessages.form)
    // Only a value in the right form is compared: a wrong form has its own message above.
    .refine((value) => {
      const [opens, closes] = value.split('-');
      return !hoursPattern.test(value) || closes === undefined || opens! < closes;
    }, dayHoursMessages.order)
    .meta({ title: day, description: `Opening and closing time in 24-hour form, like "09:00-14:00"; or "closed".` });

/** Where an area is named: with the cities we serve, on the design pages, or both. */
export const areaPages = ['cities', 'design'] as const;
export type AreaPage = (typeof areaPages)[number];
const areaPageNames: Record<AreaPage, string> = {
  cities: 'Cities we serve (contact, about and service pages)',
  design: 'Design pages (where our designers visit)',
};

/** How many areas each list needs, so a sentence like "We serve Dallas and Plano" still reads. */
const areasNeeded = 2;

export const businessFileMessages = {
  phone: 'Enter the phone number like (214) 555-0142',
  email: 'Enter an e-mail address, like quotes@example.com',
  areaTwice: 'An area is listed twice: give each area once',
  fewAreas: (page: AreaPage, shown: number) =>
    `${areaPageNames[page]} name ${areasNeeded} areas or more, and ${shown} ${shown === 1 ? 'is' : 'are'} set to show there: choose it under "Show on" on more areas`,
};

/**
 * The owner's page on a network, as profileUrl checks it; empty or left out for none (the editor
 * writes an emptied field as "", so "" means none too).
 */
const ownProfile = (host: string) =>
  patterned(
    new RegExp(`^(https://(www\\.)?${host.replace(/\./g, '\\.')}/[^?#\\s]+)?$`),
    `Enter the full address of your own page, like https://www.${host}/yourbusiness, or leave it empty`,
  ).optional();

const serviceArea = z.strictObject({
  name: text.meta({ title: 'Area', description: 'A city or a neighborhood, e.g. "Rockwall" or "Lake Highlands".' }),
  showOn: z
    .array(z.enum(areaPages).meta({ optionLabels: areaPageNames }))
    .refine((pages) => distinct(pages), 'a list chosen twice')
    .meta({
      title: 'Show on',
      description:
        'Cities we serve: the contact, about and service pages, and search results. Design pages: only where our designers visit.',
    }),
});

/**
 * content/business.json: the business's details as the owner keeps them. business.ts derives the
 * rest from them (the tel: and sms: links, the shown opening hours and their grouping, the area
 * lists), so no fact is typed twice.
 */
export const businessFile = z.strictObject({
  name: text.meta({ title: 'Business name', description: 'As customers know it, e.g. in the page titles.' }),
  legalName: text.meta({
    title: 'Registered name',
    description: 'The legal name, in the legal pages and the copyright line.',
  }),
  foundingYear: year.meta({
    title: 'Year founded',
    description: 'The "since" year; years in business follow from it.',
    preview: false,
  }),
  phone: patterned(/^\(\d{3}\) \d{3}-\d{4}$/, businessFileMessages.phone).meta({
    title: 'Phone',
    description: 'The number customers call and text, written like (214) 555-0142.',
  }),
  email: z.email(businessFileMessages.email).meta({
    title: 'E-mail',
    description: 'Where customers write; lead e-mails go here unless the server is told otherwise.',
    patternMessage: businessFileMessages.email,
  }),
  address: z
    .strictObject({
      street: text.meta({ title: 'Street', description: 'Street and suite, e.g. "2150 N Shiloh Rd, Suite 110".' }),
      city: text.meta({ title: 'City' }),
      state: patterned(/^[A-Z]{2}$/, 'Enter the state as two capital letters, like TX').meta({ title: 'State' }),
      postalCode: patterned(/^\d{5}(-\d{4})?$/, 'Enter a ZIP code, like 75044').meta({ title: 'ZIP code' }),
    })
    .meta({ title: 'Office address' }),
  mapPin: z
    .strictObject({
      latitude: z.number().min(-90).max(90).meta({ title: 'Latitude', description: 'E.g. 32.9551.' }),
      longitude: z.number().min(-180).max(180).meta({ title: 'Longitude', description: 'E.g. -96.6478.' }),
    })
    .meta({ title: 'Map pin', description: "The office's position, for search engines' maps." }),
  openingHours: z
    .strictObject({
      monday: dayHours('Monday'),
      tuesday: dayHours('Tuesday'),
      wednesday: dayHours('Wednesday'),
      thursday: dayHours('Thursday'),
      friday: dayHours('Friday'),
      saturday: dayHours('Saturday'),
      sunday: dayHours('Sunday'),
    })
    .meta({
      title: 'Opening hours',
      description: 'One value per day. The site groups days with the same hours, e.g. "Monday - Friday".',
    }),
  quoteResponseHours: z
    .number({ error: 'Enter the hours as a number, like 24' })
    .int('Enter whole hours, like 24')
    .min(1)
    .max(168)
    .meta({
      title: 'Reply promise (hours)',
      description: 'We reply to every quote request within this many hours; the pages promise it.',
    }),
  serviceAreas: z
    .array(serviceArea)
    .refine((areas) => distinct(areas, (area) => area.name.trim().toLowerCase()), businessFileMessages.areaTwice)
    .superRefine((areas, context) => {
      for (const page of areaPages) {
        const shown = areas.filter((area) => area.showOn.includes(page)).length;
        if (shown < areasNeeded)
          context.addIssue({ code: 'custom', message: businessFileMessages.fewAreas(page, shown) });
      }
    })
    .meta({
      title: 'Service areas',
      description: 'In the order the pages list them: drag an area up or down to move it.',
      singular: 'Area',
      summary: '{{fields.name}}',
    }),
  social: z
    .strictObject({
      facebook: ownProfile('facebook.com').meta({ title: 'Facebook page' }),
      instagram: ownProfile('instagram.com').meta({ title: 'Instagram profile' }),
      youtube: ownProfile('youtube.com').meta({ title: 'YouTube channel' }),
    })
    .meta({
      title: 'Social profiles',
      description:
        'Your own page on each network, e.g. https://www.facebook.com/yourbusiness; leave empty to show none.',
    }),
  designerCredit: z
    .strictObject({
      name: z.string().trim().max(80, 'Keep the name under 80 characters').optional()
        .meta({ title: 'Name', description: 'The web designer or studio, as the footer credits them.' }),
      link: patterned(/^(https:\/\/[^\s/?#]+[^\s]*)?$/, 'Enter their website’s full address, starting with https://, or leave it empty').optional(),
    })
    .refine((credit) => !credit.name === !credit.link, 'Give both the name and the website, or leave both empty')
    // The editor writes an untouched group as null, or leaves its fields out.
    .nullish()
    .meta({
      title: 'Web designer’s credit',
      description: 'The footer’s “Website by …” line, linking to their site; leave both empty to show none.',
    }),
});
export type BusinessFile = z.infer<typeof businessFile>;

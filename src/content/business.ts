/**
 * The business, in one place. Every page, the footer, the JSON-LD, the sitemap and the server read
 * these values: change the phone number, address or hours here and the whole site follows.
 *
 * The spec leaves out the name, phone, e-mail, street address and domain; these are the values the
 * business edits. The phone number uses 555-01xx, the range reserved for fiction, until the real
 * number is set.
 */

/** Public origin of the site, no trailing slash: used for canonical links, Open Graph and sitemap.xml. */
export const SITE_URL: string = (process.env.SITE_URL || 'https://www.blacklandfence.com').replace(/\/+$/, '');

export interface Phone {
  /** How people read it: "(214) 555-0142". */
  display: string;
  /** E.164, for tel:/sms: links and structured data: "+12145550142". */
  e164: string;
}

export interface OpeningHours {
  /** Days as shown to people. */
  label: string;
  /** schema.org dayOfWeek values. */
  days: string[];
  /** 24-hour "HH:MM", or null when closed. */
  opens: string | null;
  closes: string | null;
  /** As shown to people, e.g. "8:00 AM - 6:00 PM" or "Closed". */
  display: string;
}

export const business = {
  name: 'Blackland Fence & Landscape',
  legalName: 'Blackland Fence & Landscape LLC',
  /** The blurb used in the footer and as the default description. */
  tagline: 'Fences, landscapes, irrigation, artificial turf and foundation repair for Dallas-Fort Worth homes and businesses since 2005.',
  foundingYear: 2005,
  phone: { display: '(214) 555-0142', e164: '+12145550142' } satisfies Phone,
  email: 'quotes@blacklandfence.com',
  address: {
    street: '2150 N Shiloh Rd, Suite 110',
    city: 'Garland',
    region: 'TX',
    postalCode: '75044',
    country: 'US',
  },
  /** Map centre for the contact page. */
  geo: { latitude: 32.9551, longitude: -96.6478 },
  hours: [
    { label: 'Monday - Friday', days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00', display: '8:00 AM - 6:00 PM' },
    { label: 'Saturday', days: ['Saturday'], opens: '09:00', closes: '14:00', display: '9:00 AM - 2:00 PM' },
    { label: 'Sunday', days: ['Sunday'], opens: null, closes: null, display: 'Closed' },
  ] satisfies OpeningHours[],
  /** Placeholder social profiles (SPEC: social links are placeholders until the business has them). */
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/', icon: 'facebook' },
    { name: 'Instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
    { name: 'YouTube', href: 'https://www.youtube.com/', icon: 'youtube' },
  ] as const,
  /** Texas Department of Licensing and Regulation irrigator licence number; shown as "LI <number>" when set. */
  irrigatorLicense: null as string | null,
  /** The web designer credited in the footer. */
  designerCredit: { name: 'Prairie Pixel Web Design', href: 'https://www.prairiepixel.design/' },
} as const;

/** The ten cities on the contact page (SPEC section 9). */
export const contactServiceAreas = [
  'Dallas', 'Fort Worth', 'Plano', 'Frisco', 'McKinney', 'Allen', 'Richardson', 'Garland', 'Irving', 'Southlake',
] as const;

/** The ten areas on the design pages (SPEC section 9). */
export const designServiceAreas = [
  'Dallas', 'Irving', 'Garland', 'Carrollton', 'Richardson', 'North Dallas', 'Lake Highlands', 'Highland Park',
  'University Park', 'Bishop Arts District',
] as const;

/**
 * Statistics as each page states them. The spec's pages disagree on purpose (older and newer
 * readings), so each page keeps its own figure rather than one "true" number.
 */
export const stats = {
  home: { projects: '100s+', years: '15+' },
  about: { years: '18+', projects: '100s+', team: '15' },
  fences: { properties: '450+', years: '15+', satisfaction: '95%', team: '20' },
  fenceSales: { projects: '500+', satisfaction: '98%', years: '15+' },
  customers: '500+',
} as const;

/** Service terms and claims of SPEC section 9, by name. */
export const terms = {
  quoteResponseHours: 24,
  installationDays: '2-5',
  depositPercent: 50,
  cedarRestainYears: '2-3',
  materialWarrantyYears: '15-25',
  workmanshipWarranty: 'lifetime',
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
} as const;

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
} as const;

/** The map frame on the contact page. */
export const mapEmbed = {
  origin: 'https://www.google.com',
  src: (query: string) => `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`,
} as const;

/** Interface constants of SPEC section 9. */
export const ui = {
  mobileBreakpointPx: 768,
  scrollThresholdPx: 10,
  dialogHeight: '90vh',
  intakeFrameHeightPx: 500,
  quoteButtonText: 'Get a Quote',
  dialogCloseLabel: 'Close',
  counter: { durationMs: 2000, tickMs: 16, visibilityThreshold: 0.1 },
  dropdown: { typeAheadResetMs: 1000, hoverOpenDelayMs: 100, pointerGraceMs: 300 },
  tooltip: { openDelayMs: 700, skipDelayMs: 300 },
  toast: { maxVisible: 3, durationMs: 4000, widthPx: 356, gapPx: 14, offsetPx: 32, swipeThresholdPx: 20, hotkey: 'Alt+T' },
  carousel: { dragThreshold: 10, duration: 25, startIndex: 0, loop: false, slidesPerView: { base: 1, md: 2, lg: 3 } },
  retry: { attempts: 3, baseDelayMs: 1000, maxDelayMs: 30000 },
  cacheGcTimeMs: 300000,
} as const;

/** "(214) 555-0142" as a tel: link. */
export const telHref = `tel:${business.phone.e164}`;
/** "(214) 555-0142" as an sms: link. */
export const smsHref = `sms:${business.phone.e164}`;
export const mailHref = `mailto:${business.email}`;

/** One line: "2150 N Shiloh Rd, Suite 110, Garland, TX 75044". */
export const addressOneLine = `${business.address.street}, ${business.address.city}, ${business.address.region} ${business.address.postalCode}`;

/** "LI 12345" when the irrigator licence is set, otherwise null. */
export const irrigatorLicenseText = business.irrigatorLicense ? `LI ${business.irrigatorLicense}` : null;

/**
 * The legal pages' shared facts; their shapes are in schemas/legal.ts. The documents' words are the
 * owner's, in content/pages/privacy-policy.json and terms-of-use.json, read by privacyPolicy.ts and
 * termsOfUse.ts, so each page ships only its own text. They name these facts by placeholder
 * ({website}, {minimumAge}; the names, e-mail, phone and address come from business.ts), so the
 * documents follow any change there; {email} and {phone} show there as links (schemas/legal.ts).
 */
import { SITE_URL, business, mailHref, telHref } from './business';

/** The youngest age the site is meant for: it is not for children under 16. */
export const minimumAge = 16;

/** The site's host name, as the documents name it. */
export const site = SITE_URL.replace(/^https?:\/\//, '');
export const email = { text: business.email, href: mailHref };
/** Non-breaking spaces keep "(214) 555-0142" on one line inside running text. */
export const phone = { text: business.phone.display.replace(/ /g, '\u00a0'), href: telHref };

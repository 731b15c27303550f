/**
 * The legal pages' shared date and writing helpers; their shapes are in schemas/legal.ts. Each
 * document lives in its own module (privacyPolicy.ts, termsOfUse.ts), so each page ships only its
 * own text. They are structured data (sections with headings, paragraphs and lists) rendered by the
 * LegalDocument component; names, e-mail, phone and address come from business.ts, so the documents
 * follow any change there.
 */
import type { LegalContent } from './schemas/legal';
import { SITE_URL, business, mailHref, telHref } from './business';
import type { Inline, LegalBlock } from './schemas/legal';

/** Both legal pages were last updated on May 20, 2023. */
export const legalLastUpdated = {
  iso: '2023-05-20',
  display: 'May 20, 2023',
} as const satisfies LegalContent['legalLastUpdated'];

/** The youngest age the site is meant for: it is not for children under 16. */
export const minimumAge = 16;

/** Writing helpers for the documents: a paragraph, a list, a subheading and a link inside text. */
export const p = (...content: Inline[]): LegalBlock => ({ kind: 'paragraph', content });
export const list = (...items: (Inline | Inline[])[]): LegalBlock => ({
  kind: 'list',
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
});
export const sub = (text: string): LegalBlock => ({ kind: 'subheading', text });
export const link = (text: string, href: string): Inline => ({ text, href });

/** The site's host name, as the documents name it. */
export const site = SITE_URL.replace(/^https?:\/\//, '');
export const email = link(business.email, mailHref);
/** Non-breaking spaces keep "(214) 555-0142" on one line inside running text. */
export const phone = link(business.phone.display.replace(/ /g, '\u00a0'), telHref);

/**
 * The legal documents' shapes (the Privacy Policy and the Terms of Use: src/content/privacyPolicy.ts
 * and termsOfUse.ts) and the shared date and helpers of src/content/legal.ts. A document is sections
 * of paragraphs, lists and subheadings, rendered by the LegalDocument component.
 */
import { z } from 'zod';
import { slugify } from '../slug';
import { callout, contentFunction, href, text } from './shapes';

/** A link inside running text: a site path ("/privacy") becomes a router link, mailto: and tel: stay plain links. */
export const inlineLink = z.strictObject({ text, href });

/** Text, or a link inside text; a paragraph's parts follow each other as written, spaces included. */
export const inline = z.union([text, inlineLink]);
export type Inline = z.infer<typeof inline>;

export const legalBlock = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('paragraph'), content: z.array(inline).min(1) }),
  /** A bulleted list: two or more items, each one or more parts. */
  z.strictObject({ kind: z.literal('list'), items: z.array(z.array(inline).min(1)).min(2) }),
  /** An h3 inside the section. */
  z.strictObject({ kind: z.literal('subheading'), text }),
]);
export type LegalBlock = z.infer<typeof legalBlock>;

export const legalSection = z.strictObject({
  /** The section's h2, also its entry in the table of contents. */
  heading: text,
  blocks: z.array(legalBlock).min(1),
});
export type LegalSection = z.infer<typeof legalSection>;

/** "May 20, 2023", the way the documents write a date. */
const displayDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

/** A date: ISO for the <time> element's datetime, and as people read it; both the same day. */
export const legalDate = z
  .strictObject({ iso: z.iso.date(), display: text })
  .refine((date) => displayDate(date.iso) === date.display, {
    message: 'display is the iso date written like "May 20, 2023"',
    path: ['display'],
  });

export const legalDocument = z.strictObject({
  /** The page's h1. */
  title: text,
  /** Shown in the page header under the title. */
  summary: text,
  lastUpdated: legalDate,
  /** Two or more sections; their headings give their ids, so no two may read the same. */
  sections: z
    .array(legalSection)
    .min(2)
    .refine(
      (sections) => new Set(sections.map((section) => slugify(section.heading))).size === sections.length,
      'two sections with the same heading (their ids would clash)',
    ),
  /** The closing box with the Contact Us button. */
  contact: callout.pick({ title: true, text: true }),
});
export type LegalDocumentContent = z.infer<typeof legalDocument>;

export const legalContent = z.strictObject({
  /** When both documents were last updated. */
  legalLastUpdated: legalDate,
  /** The youngest age the site is meant for; never below 13, the age US children's privacy law protects. */
  minimumAge: z.number().int().min(13),
  /** The writing helpers: a paragraph, a list, a subheading and a link inside text. */
  p: contentFunction,
  list: contentFunction,
  sub: contentFunction,
  link: contentFunction,
  /** The site's host name as the documents name it (SITE_URL without its scheme): "www.blacklandfence.com". */
  site: z.string().regex(/^[a-z0-9.-]+(:\d+)?(\/[^\s/]+)*$/, 'a host name like "www.example.com"'),
  /** The e-mail address as a link. */
  email: inlineLink
    .extend({ text: z.email() })
    .refine((link) => link.href === `mailto:${link.text}`, { message: 'a mailto: link to its text', path: ['href'] }),
  /** The phone number as a tel: link; its text has non-breaking spaces only, so it never wraps. */
  phone: inlineLink.extend({
    text: text.regex(/^[^ ]+$/, 'non-breaking spaces only'),
    href: z.string().regex(/^tel:\+\d{8,15}$/, 'a tel: link in E.164 form'),
  }),
});

/** The module's exports, as the schema reads them. */
export type LegalContent = z.infer<typeof legalContent>;

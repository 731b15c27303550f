/**
 * The legal documents' shapes (the Privacy Policy and the Terms of Use: src/content/privacyPolicy.ts
 * and termsOfUse.ts, read from content/pages/privacy-policy.json and terms-of-use.json) and the shared
 * facts of src/content/legal.ts. A document is sections of paragraphs, lists and subheadings,
 * rendered by the LegalDocument component.
 */
import { z } from 'zod';
import { email, phone } from '../legal';
import { fillPlaceholders, placeholderHint } from '../placeholders';
import { slugify } from '../slug';
import { copyText, onlyKnownPlaceholders } from './pageFile';
import { callout, href, text } from './shapes';

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
  /** The youngest age the site is meant for; never below 13, the age US children's privacy law protects. */
  minimumAge: z.number().int().min(13),
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

/**
 * A link as a legal page's words write it: "[Privacy Policy](/privacy)", what shows in brackets and
 * where it goes in parentheses; and the e-mail and phone placeholders, which these pages show as
 * links to write or call.
 */
const writtenLink = /\[([^\]]+)\]\(([^)]*)\)|\{(email|phone)\}/g;

/** A written text as a paragraph's parts: its links made links, its other placeholders filled. */
function inlineParts(written: string): Inline[] {
  const parts: Inline[] = [];
  let from = 0;
  for (const match of written.matchAll(writtenLink)) {
    const [whole, label, to, fact] = match;
    parts.push(fillPlaceholders(written.slice(from, match.index)));
    if (fact) parts.push(fact === 'email' ? email : phone);
    else parts.push({ text: fillPlaceholders(label!), href: to! });
    from = match.index + whole.length;
  }
  parts.push(fillPlaceholders(written.slice(from)));
  return parts.filter((part) => part !== '');
}

/** A text of a legal page: placeholders the site knows, and links that go somewhere. */
const legalText = text.superRefine(onlyKnownPlaceholders).superRefine((value, ctx) => {
  for (const [whole, , to] of value.matchAll(writtenLink))
    if (to !== undefined && !href.safeParse(to).success)
      ctx.addIssue({
        code: 'custom',
        message: `The link ${whole} goes nowhere the site knows: write [what shows](where it goes), like [Privacy Policy](/privacy)`,
        input: value,
      });
});

/** A list's items: its lines that are not empty. */
const lines = (written: string) =>
  written
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The kinds of block, as the editor names them. */
const blockKinds = { paragraph: 'Paragraph', list: 'Bulleted list', subheading: 'Subheading' } as const;

/** A block as the owner writes it: its kind and its text, a list's items one per line. */
const legalBlockFile = z
  .strictObject({
    kind: z.enum(['paragraph', 'list', 'subheading']).meta({ title: 'Kind', optionLabels: blockKinds }),
    text: legalText.meta({
      title: 'Text',
      description: `A bulleted list has one item per line. {email} and {phone} show as links; another link is written [what shows](where it goes), like [Privacy Policy](/privacy). ${placeholderHint}`,
      multiline: true,
    }),
  })
  .superRefine((block, ctx) => {
    if (block.kind === 'list' && lines(block.text).length < 2)
      ctx.addIssue({ code: 'custom', message: 'A bulleted list needs two items or more, one per line', path: ['text'] });
  })
  .transform(({ kind, text: written }): LegalBlock => {
    if (kind === 'subheading') return { kind, text: fillPlaceholders(written) };
    if (kind === 'list') return { kind, items: lines(written).map(inlineParts) };
    return { kind, content: inlineParts(written) };
  });

/**
 * content/pages/privacy-policy.json and terms-of-use.json: a legal document as the owner keeps it,
 * read into the document the page shows (which `legalDocument` must accept). The date is the
 * owner's to change with the document; the facts (names, address, e-mail, phone, the youngest age)
 * are placeholders.
 */
export const legalDocumentFile = z
  .strictObject({
    title: copyText,
    summary: copyText,
    lastUpdated: z.iso
      .date({ error: 'Enter the date as year-month-day, like 2023-05-20' })
      .meta({ title: 'Last updated', description: 'The day this document last changed, as year-month-day: 2023-05-20.' })
      .transform((iso) => ({ iso, display: displayDate(iso) })),
    sections: z
      .array(z.strictObject({ heading: copyText, blocks: z.array(legalBlockFile).min(1) }))
      .min(2)
      .meta({ singular: 'section', summary: '{{fields.heading}}' }),
    contact: z.strictObject({ title: copyText, text: copyText }),
  })
  // The document as read must be one the page can show (headings that differ, …): checked, not
  // parsed again, which would trim the spaces between a paragraph's text and its links.
  .superRefine(
    (document, ctx) => {
      for (const issue of legalDocument.safeParse(document).error?.issues ?? [])
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: document });
    },
    // Only a document read without a mistake is whole enough to check.
    { when: (payload) => payload.issues.length === 0 },
  );

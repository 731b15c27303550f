/**
 * The legal documents as the owner writes them (content/pages/privacy-policy.json, terms-of-use.json):
 * links and placeholders read into the parts the page shows, and what cannot be shown refused in
 * plain words.
 */
import { readFileSync } from 'node:fs';
import { business } from './business';
import { email, phone } from './legal';
import { legalDocumentFile } from './schemas/legal';

const written = JSON.parse(readFileSync('content/pages/terms-of-use.json', 'utf8')) as {
  lastUpdated: string;
  sections: { heading: string; blocks: { kind: string; text: string }[] }[];
};

/** The terms with their first section's blocks replaced by `blocks`. */
const withBlocks = (...blocks: { kind: string; text: string }[]) => ({
  ...written,
  sections: [{ ...written.sections[0]!, blocks }, ...written.sections.slice(1)],
});

const messages = (file: unknown) => legalDocumentFile.safeParse(file).error?.issues.map((issue) => issue.message) ?? [];

test('a written link, the e-mail and the phone become links; the other placeholders are filled', () => {
  const read = legalDocumentFile.parse(
    withBlocks(
      { kind: 'paragraph', text: 'Read our [Privacy Policy](/privacy), write to {email} or call {phone}.' },
      { kind: 'list', text: 'One item of {legalName}\n\n[Contact us](/contact)' },
      { kind: 'subheading', text: 'About {businessName}' },
    ),
  );
  expect(read.sections[0]!.blocks).toEqual([
    {
      kind: 'paragraph',
      content: ['Read our ', { text: 'Privacy Policy', href: '/privacy' }, ', write to ', email, ' or call ', phone, '.'],
    },
    { kind: 'list', items: [[`One item of ${business.legalName}`], [{ text: 'Contact us', href: '/contact' }]] },
    { kind: 'subheading', text: `About ${business.name}` },
  ]);
});

test('the date is written once and shown as people read it', () => {
  expect(legalDocumentFile.parse({ ...written, lastUpdated: '2026-11-02' }).lastUpdated).toEqual({
    iso: '2026-11-02',
    display: 'November 2, 2026',
  });
  expect(messages({ ...written, lastUpdated: '2/11/2026' })).toEqual(['Enter the date as year-month-day, like 2023-05-20']);
});

test('a link to nowhere, a misspelt placeholder, a one-line list and two sections of one heading are refused', () => {
  expect(messages(withBlocks({ kind: 'paragraph', text: 'See [our policy](privacy page).' }))).toEqual([
    expect.stringContaining('The link [our policy](privacy page) goes nowhere the site knows'),
  ]);
  expect(messages(withBlocks({ kind: 'paragraph', text: 'Write to {emial}.' }))).toEqual([
    expect.stringContaining('The placeholder {emial} is not one the site knows'),
  ]);
  expect(messages(withBlocks({ kind: 'list', text: 'only one item' }))).toEqual([
    'A bulleted list needs two items or more, one per line',
  ]);
  const twice = { ...written, sections: [written.sections[0]!, written.sections[0]!, ...written.sections.slice(1)] };
  expect(messages(twice)).toEqual(['two sections with the same heading (their ids would clash)']);
});

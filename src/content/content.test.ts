/**
 * Every content module and every picture of the catalogue, parsed against its schema
 * (src/content/schemas) with the build's own check (scripts/contentCheck.ts), so the test and the
 * build find the same files the same way. A page's copy can be typed correctly and still be wrong:
 * an empty title, a link that is not a site path, a rating of 7, an FAQ with two questions.
 */
import {
  checkContentModule,
  checkPictureModule,
  contentModuleNames,
  describeProblem,
  pictureModuleNames,
  problemsOf,
} from '../../scripts/contentCheck';
import * as fences from './fences';
import * as pricing from './pricing';
import * as business from './business';
// A job's picture: its caption and project are the catalogue's; the shipped drawings show no job, so
// this is a test fixture's (e2e/fixtures/content/pictures.json, which the test processes read).
import { jobPicture } from './images/pictureData';
import { fencesContent } from './schemas/fences';
import { pricingContent } from './schemas/pricing';
import { businessContent } from './schemas/business';
import { catalogueImage } from './schemas/shapes';

const island = jobPicture('case-cedar-after');

test('the check finds the content modules and the pictures', () => {
  expect(contentModuleNames().length).toBeGreaterThan(30);
  expect(contentModuleNames()).toEqual(expect.arrayContaining(['business', 'pricing', 'subServices/fences']));
  expect(pictureModuleNames()).toContain('gallery-xeriscape');
});

test.each(contentModuleNames())('%s has a schema and matches it', async (name) => {
  expect((await checkContentModule(name)).map(describeProblem)).toEqual([]);
});

test.each(pictureModuleNames())('picture %s matches the catalogue shape', async (key) => {
  expect((await checkPictureModule(key)).map(describeProblem)).toEqual([]);
});

test('a content module without a schema is refused, saying what to write', async () => {
  // navigation.ts is not copy (it is built from the registry), so it has no schema: as a new page's copy would.
  expect((await checkContentModule('navigation')).map(describeProblem)).toEqual([
    'src/content/navigation.ts: has no schema: write src/content/schemas/navigation.ts exporting `navigationContent` (a strict zod object of what navigation.ts exports)',
  ]);
});

/** The problems of `value` as the build would print them, for a file named `file`. */
const messages = (file: string, schema: Parameters<typeof problemsOf>[1], value: unknown) =>
  problemsOf(file, schema, value).map(describeProblem);

describe('bad content gets a message naming the file, the field and what to write', () => {
  test('a price written as text', () => {
    const residentialTiers = pricing.residentialTiers.map((tier) =>
      tier.id === 'premium' ? { ...tier, pricePerFoot: '$38' } : tier,
    );
    const premium = residentialTiers.findIndex((tier) => tier.id === 'premium');
    expect(messages('src/content/pricing.ts', pricingContent, { ...pricing, residentialTiers })).toEqual([
      `src/content/pricing.ts: residentialTiers[${premium}].pricePerFoot: Enter the price as a number, like 38 (no $ sign, no quotes) (got "$38")`,
    ]);
  });

  test('an empty title and a link that goes nowhere', () => {
    const hero = { ...fences.hero, title: '  ', primaryCTA: { text: 'Contact us', link: 'contact' } };
    expect(messages('src/content/fences.ts', fencesContent, { ...fences, hero })).toEqual([
      'src/content/fences.ts: hero.title: This cannot be empty: write the text (got "")',
      expect.stringMatching(
        /^src\/content\/fences\.ts: hero\.primaryCTA\.link: Enter a site path like "\/contact".*\(got "contact"\)$/,
      ),
    ]);
  });

  test('an export nobody checks', () => {
    expect(messages('src/content/fences.ts', fencesContent, { ...fences, extra: 'x' })).toEqual([
      expect.stringMatching(/^src\/content\/fences\.ts: Unknown field "extra": check the spelling/),
    ]);
  });

  test('a picture without alt text, and a caption misspelt', () => {
    const { alt: _alt, caption, ...rest } = island;
    expect(messages('src/content/images/gallery-xeriscape.ts', catalogueImage, { ...rest, captoin: caption })).toEqual([
      expect.stringMatching(/^src\/content\/images\/gallery-xeriscape\.ts: alt: Describe what the picture shows/),
      expect.stringMatching(/: Unknown field "captoin": check the spelling \(the fields here are .*caption/),
    ]);
  });

  test('a job picture without its caption, or with a file name as its alt text', () => {
    const { caption: _caption, ...uncaptioned } = island;
    expect(messages('x.ts', catalogueImage, uncaptioned)).toEqual([
      'x.ts: caption: A picture of a job needs its caption: one or two sentences on what was done',
    ]);
    expect(messages('x.ts', catalogueImage, { ...island, alt: 'IMG_2041.jpg' })).toEqual([
      expect.stringMatching(/^x\.ts: alt: Describe what the picture shows.* \(got "IMG_2041\.jpg"\)$/),
    ]);
  });

  test('a project title that already names its city', () => {
    const project = { ...island.project, title: `${island.project.title} in ${island.project.city}` };
    expect(messages('x.ts', catalogueImage, { ...island, project })).toEqual([
      'x.ts: project.title: Leave the city out of the title: the site adds it after the title ("… in Plano")',
    ]);
  });

  test('opening hours whose shown text and times disagree (the text is derived from the times: this guards the derivation)', () => {
    const row = business.business.hours.findIndex((hours) => hours.opens !== null);
    const open = business.business.hours[row]!;
    const hours = business.business.hours.map((hours, i) =>
      i === row ? { ...hours, display: '7:00 AM - 1:00 PM' } : hours,
    );
    expect(
      messages('src/content/business.ts', businessContent, { ...business, business: { ...business.business, hours } }),
    ).toEqual([
      `src/content/business.ts: business.hours[${row}].display: The shown hours must read as opens and closes (${open.opens} to ${open.closes})`,
    ]);
  });
});

/**
 * Every data file in content/ has a schema (src/content/schemas/dataFiles.ts) and parses with it; the
 * modules that derive the pages' selections from a file agree with it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkDataFile, dataFileNames, describeProblem, problemsOf } from '../../scripts/contentCheck';
import { business, contactServiceAreas, designServiceAreas, openingHoursRows, terms } from './business';
import { pricingTiers, startingPrice } from './pricing';
import { businessFile, dayHoursMessages, type BusinessFile } from './schemas/business';
import { pricingFile } from './schemas/pricing';
import { reviewPages, reviewsFile } from './schemas/testimonials';
import { reviews, reviewsOn } from './testimonials';

const read = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'content', file), 'utf8'));

test('content/ holds data files', () => {
  expect(dataFileNames()).toEqual(expect.arrayContaining(['business.json', 'pricing.json', 'reviews.json']));
});

test.each(dataFileNames())('content/%s is known, is JSON and matches its schema', (file) => {
  expect(checkDataFile(file).map(describeProblem)).toEqual([]);
});

describe('reviews', () => {
  const file = reviewsFile.parse(read('reviews.json'));
  /** A test fixture, never shipped: reviews exist only when the owner enters them. */
  const fixture = [
    { quote: 'Test fixture review one.', author: 'Fixture One', showOn: ['home', 'fenceSales'] },
    { quote: 'Test fixture review two.', author: 'Fixture Two', role: 'Homeowner', rating: 4, showOn: ['home'] },
    { quote: 'Test fixture review three.', author: 'Fixture Three', showOn: [] },
  ];

  test('each page shows the reviews ticked for it, in the list order', () => {
    expect(reviews).toEqual(file.reviews);
    for (const page of reviewPages)
      expect(reviewsOn(page).map((item) => item.author)).toEqual(
        file.reviews.filter((item) => item.showOn.includes(page)).map((item) => item.author),
      );
  });

  test('no review, or one on a single page, and a review with only its words and name are accepted', () => {
    expect(reviewsFile.safeParse({ reviews: [] }).success).toBe(true);
    expect(reviewsFile.safeParse({ reviews: fixture }).success).toBe(true);
  });

  test('an author entered twice, an empty quote or name, a rating of 6 or 4.5 and an unknown page are refused', () => {
    const [first] = fixture;
    for (const broken of [
      [...fixture, first],
      [{ ...first!, quote: '  ' }],
      [{ ...first!, author: '' }],
      [{ ...first!, rating: 6 }],
      [{ ...first!, rating: 4.5 }],
      [{ ...first!, showOn: ['contact'] }],
    ])
      expect(reviewsFile.safeParse({ reviews: broken }).success).toBe(false);
  });
});

describe('business details', () => {
  const file = businessFile.parse(read('business.json'));
  /** The plain messages for `file` with `change` applied, as the build prints them. */
  const problems = (change: Partial<BusinessFile>) =>
    problemsOf('content/business.json', businessFile, { ...file, ...change }).map(describeProblem);
  const withSaturday = (saturday: string) => ({ openingHours: { ...file.openingHours, saturday } });

  test('the pages show what the file says', () => {
    expect(business.name).toBe(file.name);
    expect(business.phone).toEqual({ display: file.phone, e164: `+1${file.phone.replace(/\D/g, '')}` });
    expect(business.email).toBe(file.email);
    expect(terms.quoteResponseHours).toBe(file.quoteResponseHours);
    expect(contactServiceAreas).toEqual(
      file.serviceAreas.filter((area) => area.showOn.includes('cities')).map((area) => area.name),
    );
    expect(designServiceAreas).toEqual(
      file.serviceAreas.filter((area) => area.showOn.includes('design')).map((area) => area.name),
    );
  });

  test('one value per day becomes the rows shown, days with the same hours grouped, and the times search engines get', () => {
    expect(
      openingHoursRows({
        monday: '07:30-17:00',
        tuesday: '07:30-17:00',
        wednesday: '07:30-17:00',
        thursday: '12:00-20:45',
        friday: '07:30-17:00',
        saturday: 'Closed',
        sunday: 'closed',
      }),
    ).toEqual([
      {
        label: 'Monday - Wednesday',
        days: ['Monday', 'Tuesday', 'Wednesday'],
        opens: '07:30',
        closes: '17:00',
        display: '7:30 AM - 5:00 PM',
      },
      { label: 'Thursday', days: ['Thursday'], opens: '12:00', closes: '20:45', display: '12:00 PM - 8:45 PM' },
      { label: 'Friday', days: ['Friday'], opens: '07:30', closes: '17:00', display: '7:30 AM - 5:00 PM' },
      { label: 'Saturday - Sunday', days: ['Saturday', 'Sunday'], opens: null, closes: null, display: 'Closed' },
    ]);
  });

  test('a time that does not exist, or closing before opening, is refused in plain words', () => {
    expect(problems(withSaturday('09:00-25:00'))).toEqual([
      `content/business.json: openingHours.saturday: ${dayHoursMessages.form} (got "09:00-25:00")`,
    ]);
    expect(problems(withSaturday('9 to 2'))).toEqual([
      `content/business.json: openingHours.saturday: ${dayHoursMessages.form} (got "9 to 2")`,
    ]);
    expect(problems(withSaturday('14:00-09:00'))).toEqual([
      'content/business.json: openingHours.saturday: The closing time must be after the opening time, like "09:00-14:00" (got "14:00-09:00")',
    ]);
    expect(problems(withSaturday('09:00-14:00'))).toEqual([]);
  });

  test('a phone number or an e-mail address in another form is refused in plain words', () => {
    expect(problems({ phone: '214-555-0142' })).toEqual([
      'content/business.json: phone: Enter the phone number like (214) 555-0142 (got "214-555-0142")',
    ]);
    expect(problems({ email: 'quotes at example.com' })).toEqual([
      'content/business.json: email: Enter an e-mail address, like quotes@example.com (got "quotes at example.com")',
    ]);
  });

  test("a social profile left empty (as the editor writes it) shows none; a network's home page is refused", () => {
    expect(problems({ social: { facebook: '', instagram: 'https://www.instagram.com/blacklandfence' } })).toEqual([]);
    expect(problems({ social: { facebook: 'https://www.facebook.com/' } })).toEqual([
      'content/business.json: social.facebook: Enter the full address of your own page, like https://www.facebook.com/yourbusiness, or leave it empty (got "https://www.facebook.com/")',
    ]);
    expect(business.social.facebook ?? null).toBe(file.social.facebook || null);
  });

  test("the web designer's credit: none as shipped (nothing names one), both or neither of its name and site, an https address", () => {
    expect(file.designerCredit?.name ?? '').toBe('');
    expect(business.designerCredit).toBeNull();
    expect(problems({ designerCredit: { name: '', link: '' } })).toEqual([]);
    // As the editor saves an untouched group: null, or no fields.
    expect(problems({ designerCredit: null })).toEqual([]);
    expect(problems({ designerCredit: {} })).toEqual([]);
    expect(problems({ designerCredit: { name: 'A Studio', link: 'https://studio.example/' } })).toEqual([]);
    expect(problems({ designerCredit: { name: 'A Studio', link: '' } })).toEqual([
      'content/business.json: designerCredit: Give both the name and the website, or leave both empty',
    ]);
    expect(problems({ designerCredit: { name: 'A Studio', link: 'http://studio.example/' } })).toEqual([
      'content/business.json: designerCredit.link: Enter their website’s full address, starting with https://, or leave it empty (got "http://studio.example/")',
    ]);
  });

  test('an area listed twice, or a list of areas too short to name, is refused in plain words', () => {
    const [first, ...rest] = file.serviceAreas;
    expect(
      problems({ serviceAreas: [...file.serviceAreas, { ...first!, name: ` ${first!.name.toUpperCase()}` }] }),
    ).toEqual(['content/business.json: serviceAreas: An area is listed twice: give each area once']);
    const noDesign = [first!, ...rest].map((area) => ({
      ...area,
      showOn: area.showOn.filter((page) => page !== 'design'),
    }));
    expect(problems({ serviceAreas: noDesign })).toEqual([
      'content/business.json: serviceAreas: Design pages (where our designers visit) name 2 areas or more, and 0 are set to show there: choose it under "Show on" on more areas',
    ]);
  });
});

describe('prices', () => {
  const file = pricingFile.parse(read('pricing.json'));
  const problems = (value: unknown) => problemsOf('content/pricing.json', pricingFile, value).map(describeProblem);
  const withPremium = (change: Record<string, unknown>) => ({
    ...file,
    residential: { ...file.residential, premium: { ...file.residential.premium, ...change } },
  });

  test('each card shows its price from the number in the file, the "$" and the unit added by the site', () => {
    for (const audience of ['residential', 'commercial'] as const) {
      const cards = Object.entries(file[audience]);
      expect(pricingTiers[audience].map((tier) => [tier.id, tier.title, tier.priceText, tier.priceUnit])).toEqual(
        cards.map(([id, card]) => [id, card.title, `From $${card.pricePerFoot}`, 'per linear foot']),
      );
      expect(startingPrice(audience)).toBe(Math.min(...cards.map(([, card]) => card.pricePerFoot)));
    }
  });

  test('a price written as text, with its "$", is refused in plain words; so is one in cents', () => {
    expect(problems(withPremium({ pricePerFoot: '$38' }))).toEqual([
      'content/pricing.json: residential.premium.pricePerFoot: Enter the price as a number, like 38 (no $ sign, no quotes) (got "$38")',
    ]);
    expect(problems(withPremium({ pricePerFoot: '38' }))).toEqual([
      'content/pricing.json: residential.premium.pricePerFoot: Enter the price as a number, like 38 (no $ sign, no quotes) (got "38")',
    ]);
    expect(problems(withPremium({ pricePerFoot: 37.5 }))).toEqual([
      'content/pricing.json: residential.premium.pricePerFoot: Enter the price in whole dollars, like 38 (got 37.5)',
    ]);
  });

  test('two packages recommended is refused in plain words', () => {
    const residential = Object.fromEntries(
      Object.entries(file.residential).map(([id, card]) => [id, { ...card, recommended: true }]),
    );
    expect(problems({ ...file, residential })).toEqual([
      'content/pricing.json: residential: Only one package can be recommended: untick "Recommended" on the others',
    ]);
  });
});

/**
 * The business's credentials (licence, insurance, owners, review profile and rating) come from the
 * build's environment and show only when set. Each case loads business.ts afresh with its own
 * environment, as a build with those variables would (webpack writes them in; the crawl's Node side
 * reads them directly), and renders the footer with it. The built pages are checked by
 * e2e/credentials.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { credentialFacts, credentialJsonLd, credentialSettings as set } from '../../e2e/credentialSettings';

type Business = typeof import('./business');
type Seo = typeof import('../lib/seo');

const unset = {
  IRRIGATOR_LICENSE: '',
  BUSINESS_INSURANCE: '',
  BUSINESS_OWNERS: '',
  REVIEW_PROFILE_URL: '',
  REVIEW_RATING: '',
  REVIEW_COUNT: '',
};
/** business.ts, the SEO helper and the footer's markup, loaded with these settings. */
function load(env: Partial<typeof set>): { business: Business; seo: Seo; footer: ReturnType<typeof parse> } {
  const saved = { ...process.env };
  Object.assign(process.env, unset, env);
  try {
    let loaded!: { business: Business; seo: Seo; footer: ReturnType<typeof parse> };
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports -- a fresh copy of the modules per environment */
      const business = require('./business') as Business;
      const seo = require('../lib/seo') as Seo;
      const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');
      const { createElement } = require('react') as typeof import('react');
      const { MemoryRouter } = require('react-router-dom') as typeof import('react-router-dom');
      const { Footer } = require('../app/Footer') as typeof import('../app/Footer');
      /* eslint-enable @typescript-eslint/no-require-imports */
      const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Footer)));
      loaded = { business, seo, footer: parse(html) };
    });
    return loaded;
  } finally {
    process.env = saved;
  }
}

describe('with no credential set (the default)', () => {
  const { business, seo, footer } = load({});

  test('there is nothing to show', () => {
    expect(business.credentials).toEqual({ insurance: null, owners: [], reviews: null });
    expect(business.business.irrigatorLicense).toBeNull();
    expect(business.trustFacts).toEqual([]);
  });

  test('the footer shows no list and no line for them', () => {
    expect(footer.querySelector('[data-trust-facts]')).toBeNull();
    expect(footer.textContent).not.toMatch(/licensed|insured|owned by|reviews|rated/i);
  });

  test('the business JSON-LD has no rating and no profile', () => {
    const ld = seo.businessJsonLd();
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('sameAs');
  });
});

describe('with every credential set', () => {
  const { business, seo, footer } = load(set);

  test('business.ts reads each one', () => {
    expect(business.business.irrigatorLicense).toBe('98765');
    expect(business.credentials).toEqual({
      insurance: set.BUSINESS_INSURANCE,
      owners: ['Alex Example', 'Sam Example'],
      reviews: { site: 'Google', href: set.REVIEW_PROFILE_URL, rating: { value: 4.8, count: 127 } },
    });
  });

  test('the footer shows each, the reviews as a link to the profile', () => {
    const list = footer.querySelector('[data-trust-facts]')!;
    expect(list.querySelectorAll('li').map((li) => li.textContent)).toEqual(credentialFacts);
    expect(list.querySelector('a')!.getAttribute('href')).toBe(set.REVIEW_PROFILE_URL);
    // The licence is one of them now, not a second line elsewhere in the footer.
    expect(footer.textContent.split('LI 98765')).toHaveLength(2);
  });

  test('the business JSON-LD carries the rating with the profile it comes from', () => {
    const ld = seo.businessJsonLd();
    expect({ aggregateRating: ld.aggregateRating, sameAs: ld.sameAs }).toEqual(credentialJsonLd);
  });
});

describe('a profile without a rating, or a value that is wrong', () => {
  test('a profile alone is a link to the reviews, with no rating', () => {
    const { business, seo } = load({ REVIEW_PROFILE_URL: 'https://www.yelp.com/biz/test-profile' });
    expect(business.trustFacts).toEqual([
      { icon: 'star', text: 'Read our reviews on Yelp', href: 'https://www.yelp.com/biz/test-profile' },
    ]);
    expect(seo.businessJsonLd()).not.toHaveProperty('aggregateRating');
  });

  test.each([
    [{ REVIEW_RATING: '4.8', REVIEW_COUNT: '127' }, /need REVIEW_PROFILE_URL/],
    [{ REVIEW_PROFILE_URL: 'http://g.page/r/test-profile' }, /REVIEW_PROFILE_URL must be an https address/],
    [{ REVIEW_PROFILE_URL: set.REVIEW_PROFILE_URL, REVIEW_RATING: '4.8' }, /REVIEW_COUNT must be/],
    [{ REVIEW_PROFILE_URL: set.REVIEW_PROFILE_URL, REVIEW_RATING: '5.5', REVIEW_COUNT: '3' }, /REVIEW_RATING must be/],
    [
      { REVIEW_PROFILE_URL: set.REVIEW_PROFILE_URL, REVIEW_RATING: 'great', REVIEW_COUNT: '3' },
      /REVIEW_RATING must be/,
    ],
    [{ REVIEW_PROFILE_URL: set.REVIEW_PROFILE_URL, REVIEW_RATING: '4.8', REVIEW_COUNT: '0' }, /REVIEW_COUNT must be/],
  ])('%j stops the build, naming the variable', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });
});

test('npm start rebuilds when a credential changes (scripts/prestart.mjs lists each)', () => {
  const { credentialSettings } = load({}).business;
  const prestart = readFileSync(path.join(__dirname, '../../scripts/prestart.mjs'), 'utf8');
  for (const name of credentialSettings) expect(prestart).toContain(`'${name}'`);
  expect(credentialSettings).toEqual(Object.keys(unset));
});

/**
 * Which thank-you page follows a lead, and what it lists: every kind of job of every service has a
 * registered, unindexed page with its own steps, a contact message and "Something else" get
 * /thank-you, and a request is never thanked with another service's steps.
 */
import { jobKinds } from '../content/jobKinds';
import { serviceOptions } from '../content/quoteOptions';
import { thankYouStepsContent } from '../content/schemas/thankYouSteps';
import { SITE_URL, terms } from '../content/business';
import * as thankYouSteps from '../content/thankYouSteps';
import { findEntry, registry, indexedEntries } from '../content/registry';
import { robotsTxt } from './sitemap';
import { stepsAfter, thankYouPageOf, thankYouPath } from './thankYouPath';

/** Every service and kind of job a quote form can send. */
const requests = serviceOptions.flatMap(({ value: service }) =>
  (jobKinds[service] as readonly { value: string }[]).map(({ value: job }) => ({ kind: 'quote', service, job })),
);
const withPages = requests.filter((request) => request.service !== 'other');

describe('thankYouPath', () => {
  test('a foundation request goes to the foundation page of its kind of job; without a job, to an inspection', () => {
    expect(thankYouPath({ kind: 'quote', service: 'foundation-repair', job: 'inspection' })).toBe(
      '/thank-you/foundation-repair/inspection',
    );
    expect(thankYouPath({ kind: 'quote', service: 'foundation-repair', job: 'repair' })).toBe(
      '/thank-you/foundation-repair/repair',
    );
    expect(thankYouPath({ kind: 'quote', service: 'foundation-repair' })).toBe(
      '/thank-you/foundation-repair/inspection',
    );
    expect(thankYouPath({ kind: 'quote', service: 'foundation-repair', job: '' })).toBe(
      '/thank-you/foundation-repair/inspection',
    );
  });

  test('a quote without a service is a fence request (the fence sales page’s form), a new fence unless it says otherwise', () => {
    expect(thankYouPath({ kind: 'quote' })).toBe('/thank-you/fences/new');
    expect(thankYouPath({ kind: 'quote', job: 'repair' })).toBe('/thank-you/fences/repair');
  });

  test('contact messages, "Something else" and anything unknown go to /thank-you', () => {
    expect(thankYouPath({ kind: 'contact' })).toBe('/thank-you');
    expect(thankYouPath({ kind: 'contact', service: 'fences' })).toBe('/thank-you');
    expect(thankYouPath({ kind: 'quote', service: 'other' })).toBe('/thank-you');
    expect(thankYouPath({ kind: 'quote', service: 'roofing' })).toBe('/thank-you');
    expect(thankYouPath({ kind: 'quote', service: 'fences', job: 'inspection' })).toBe('/thank-you');
    expect(thankYouPath({ kind: 'quote', service: 'toString' })).toBe('/thank-you');
    expect(thankYouPath({ kind: 'quote', service: 'fences', job: 'constructor' })).toBe('/thank-you');
    expect(thankYouPath({})).toBe('/thank-you');
  });

  test.each(withPages.map((request) => [`${request.service}/${request.job}`, request] as const))(
    '%s has its own registered page, kept out of search engines, the sitemap and robots.txt',
    (_name, request) => {
      const path = thankYouPath(request);
      expect(path).toBe(`/thank-you/${request.service}/${request.job}`);
      const entry = findEntry(path);
      expect(entry).toBe(thankYouPageOf(request));
      expect(entry?.noindex).toBe(true);
      expect(indexedEntries).not.toContain(entry);
      const disallowed = robotsTxt(SITE_URL)
        .split('\n')
        .filter((line) => line.startsWith('Disallow: '))
        .map((line) => line.slice('Disallow: '.length));
      expect(disallowed.some((prefix) => path.startsWith(prefix))).toBe(true);
    },
  );

  test('every thank-you page is one a lead can reach', () => {
    const reachable = new Set([...requests.map(thankYouPath), thankYouPath({ kind: 'contact' })]);
    const pages = registry.filter((route) => route.path.startsWith('/thank-you')).map((route) => route.path);
    expect(new Set(pages)).toEqual(reachable);
  });
});

describe('the steps after a request', () => {
  const stepsOf = (lead: Parameters<typeof stepsAfter>[0]) => stepsAfter(lead, thankYouSteps).join(' ');

  test('a foundation inspection: we come out, measure floor elevations, show what we find, then a written plan', () => {
    const steps = stepsOf({ kind: 'quote', service: 'foundation-repair', job: 'inspection' });
    expect(steps).toMatch(/inspection/);
    expect(steps).toMatch(/floor elevations/);
    expect(steps).toMatch(/written repair plan/);
    expect(steps).not.toMatch(/fence|installation/i);
  });

  test('a new fence: measured on site, a written quote, installed in the business’s days with its deposit', () => {
    const steps = stepsOf({ kind: 'quote', service: 'fences', job: 'new' });
    expect(steps).toContain(`${terms.installationDays} days`);
    expect(steps).toContain(`${terms.depositPercent}% deposit`);
  });

  test('only a new fence is promised a fence installation time', () => {
    for (const request of requests.filter((r) => !(r.service === 'fences' && r.job === 'new')))
      expect(stepsOf(request)).not.toContain(`${terms.installationDays} days`);
  });

  test('each request has steps of its own; contact messages and "Something else" get the general ones', () => {
    const lists = withPages.map(stepsOf);
    expect(new Set(lists).size).toBe(lists.length);
    expect(lists).not.toContain(thankYouSteps.generalSteps.join(' '));
    expect(stepsOf({ kind: 'contact' })).toBe(thankYouSteps.generalSteps.join(' '));
    expect(stepsOf({ kind: 'quote', service: 'other', job: 'new' })).toBe(thankYouSteps.generalSteps.join(' '));
  });

  test('the schema refuses a steps table that leaves out a kind of job, or adds one jobKinds.ts does not have', () => {
    const { repair: _repair, ...inspectionOnly } = thankYouSteps.requestSteps['foundation-repair'];
    const missing = { ...thankYouSteps.requestSteps, 'foundation-repair': inspectionOnly };
    expect(thankYouStepsContent.safeParse({ ...thankYouSteps, requestSteps: missing }).success).toBe(false);
    const extra = { ...thankYouSteps.requestSteps, other: { new: ['One step.', 'Another step.'] } };
    expect(thankYouStepsContent.safeParse({ ...thankYouSteps, requestSteps: extra }).success).toBe(false);
    expect(thankYouStepsContent.safeParse({ ...thankYouSteps }).success).toBe(true);
  });
});

/**
 * The thank-you pages as served, without a browser: the page a request lands on states what happens
 * next for that request. The landing itself (a post without script reaching the request's own page)
 * is proven in the browser: the foundation inspection's by e2e/service-quote-nojs (its dialog on the
 * foundation repair page, and the outdoor-kitchen page's own form), the contact message's by
 * e2e/leads; the dialog's confirmation, which lists the same steps in place, by e2e/thank-you.
 */
import { fillOwn } from '../../src/content/ownValues';
import { requestNames } from '../../src/content/serviceRequestNames';
import { requestTitle } from '../../src/content/thankYou';
import * as thankYouSteps from '../../src/content/thankYouSteps';
import { stepsAfter, thankYouPath } from '../../src/lib/thankYouPath';
import { builtPage, textOf } from '../builtPage';

const inspection = { kind: 'quote', service: 'foundation-repair', job: 'inspection' } as const;

/** The numbered steps of the page, as a reader reads them (the numbers are hidden from assistive technology). */
const steps = (pagePath: string) =>
  builtPage(pagePath)
    .querySelectorAll('main ol li p')
    .map((p) => textOf(p));

describe('the foundation inspection’s thank-you page', () => {
  const pagePath = thankYouPath(inspection);

  test('is the request’s own page, thanks for the inspection request, and is not indexed', () => {
    expect(pagePath).toBe('/thank-you/foundation-repair/inspection');
    const page = builtPage(pagePath);
    // The page's heading as the owner words it (content/pages/thank-you.json), naming the request as its service's file does.
    expect(textOf(page.querySelector('h1'))).toBe(
      fillOwn(requestTitle, { request: requestNames['foundation-repair'].inspection! }),
    );
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
  });

  test('lists the foundation inspection’s steps, and nothing about an installation', () => {
    expect(steps(pagePath)).toEqual(stepsAfter(inspection, thankYouSteps));
    const text = textOf(builtPage(pagePath).querySelector('main'));
    expect(text).toMatch(/floor elevations/);
    expect(text).not.toMatch(/installation/i);
  });

  test('while they wait, its first card leads back to the page about foundation repair', () => {
    expect(builtPage(pagePath).querySelector('main ul li a')?.getAttribute('href')).toBe('/services/foundation-repair');
  });
});

test('a contact message’s thank-you page lists the general steps', () => {
  expect(thankYouPath({ kind: 'contact' })).toBe('/thank-you');
  expect(steps('/thank-you')).toEqual(thankYouSteps.generalSteps);
});

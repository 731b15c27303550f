/**
 * The quote dialog's form as every page about a service serves it (what a visitor without script
 * opens, and what the page's script starts from): the page's service chosen (a sub-page takes its
 * parent's: src/lib/serviceForPath.ts) and the kind of job the page is about checked, on every page,
 * without a browser. The browser tests post the form on one page per service and kind of job
 * (e2e/service-quote.test.ts, e2e/service-quote-nojs.test.ts).
 */
import { formPreselection } from '../../src/components/quote/preselection';
import { fenceSalesEntry } from '../../src/content/fenceSales.entry';
import { serviceForPath } from '../../src/lib/serviceForPath';
import { builtPage } from '../builtPage';
import { registry } from '../sitePages';

const servicePages = registry
  .map((entry) => ({ path: entry.path, service: serviceForPath(entry.path) }))
  .filter((page) => page.service !== null && page.path !== fenceSalesEntry.path);

test('there are pages about a service to check', () => {
  expect(servicePages.length).toBeGreaterThan(10);
});

test.each(servicePages.map((page) => [page.path, page.service] as const))(
  '%s serves the dialog with %s chosen and its kind of job checked',
  (path, service) => {
    const form = builtPage(path).querySelector('dialog form')!;
    expect(form).not.toBeNull();
    const chosen = form.querySelectorAll('select[name="service"] option').filter((o) => o.hasAttribute('selected'));
    expect(chosen.map((o) => o.getAttribute('value'))).toEqual([service]);
    const checked = form.querySelectorAll('input[name="job"]').filter((i) => i.hasAttribute('checked'));
    expect(checked.map((i) => i.getAttribute('value') ?? '').join('')).toBe(formPreselection(path)?.job ?? '');
  },
);

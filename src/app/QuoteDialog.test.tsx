/**
 * The quote dialog with a lead provider configured (LEAD_PROVIDER_FORM_ID at build time): script
 * opens it on the provider's intake frame, but the served HTML (the crawl's snapshot) still holds
 * the native quote form with the page's service chosen, so a visitor without script can send a
 * request. (Without a provider, the browser tests cover the dialog on every service page.)
 */
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'node-html-parser';

const providerFormId = 'dfw-intake-7Qx2';

// The id is read when business.ts loads (webpack writes it in at build time), so it is set before
// the app's modules are required. (React itself is shared with this file's JSX.)
process.env.LEAD_PROVIDER_FORM_ID = providerFormId;
// The app tells it is being prerendered from window.__PRERENDER__, which the crawl sets before any
// app code runs; environment.ts looks for a window when it loads.
(globalThis as unknown as { window: { __PRERENDER__: boolean } }).window = { __PRERENDER__: true };
/* eslint-disable @typescript-eslint/no-require-imports -- the app's modules must load after the two lines above */
const { leadProvider } = require('../content/business') as typeof import('../content/business');
const { quoteBandWords } = require('../content/formWords') as typeof import('../content/formWords');
const { preloadQuoteDialogForPrerender, QuoteDialogProvider } =
  require('./QuoteDialog') as typeof import('./QuoteDialog');
const { default: QuoteDialogBody } = require('./QuoteDialogBody') as typeof import('./QuoteDialogBody');
const { CurrentPageContext } = require('../components/ui/currentPage') as typeof import('../components/ui/currentPage');
const { registry } = require('../content/registry') as typeof import('../content/registry');
/* eslint-enable @typescript-eslint/no-require-imports */

/** What the crawl writes into the page: the dialog as rendered while prerendering, on the given page. */
async function prerenderedDialog(path: string) {
  const entry = registry.find((candidate) => candidate.path === path)!;
  await preloadQuoteDialogForPrerender();
  const html = renderToStaticMarkup(
    <CurrentPageContext.Provider value={entry}>
      <QuoteDialogProvider>
        <main />
      </QuoteDialogProvider>
    </CurrentPageContext.Provider>,
  );
  return parse(html).querySelector('dialog#quote-dialog')!;
}

const renderBody = (Body: ComponentType) => parse(renderToStaticMarkup(<Body />));

describe('with a lead provider form id', () => {
  test('the build reads the id', () => {
    expect(leadProvider.formId).toBe(providerFormId);
  });

  test('the served dialog holds the native form, the page’s service chosen, and no provider frame', async () => {
    const dialog = await prerenderedDialog('/services/foundation-repair/crack-repair');
    const form = dialog.querySelector('form')!;
    expect(form.getAttribute('method')?.toLowerCase()).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/leads');
    expect(dialog.querySelector('#dialog-service option[selected]')?.getAttribute('value')).toBe('foundation-repair');
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(dialog.text).not.toMatch(/loading/i);
  });

  test('once script opens the dialog, it shows the provider’s intake frame instead', () => {
    const live = renderBody(QuoteDialogBody);
    const frame = live.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(`${leadProvider.formBaseUrl}${providerFormId}`);
    expect(frame.getAttribute('title')).toBe(quoteBandWords.intakeFrameTitle);
    expect(live.querySelector('form')).toBeNull();
  });
});

describe('the dialog’s title follows the job chosen in its form', () => {
  /* eslint-disable @typescript-eslint/no-require-imports -- after the set-up above, like the modules there */
  const { jobKinds, servicesAskingJob, generalDialogTitle } =
    require('../content/jobKinds') as typeof import('../content/jobKinds');
  const { default: stylesheet } =
    require('../styles/quoteChoices.style') as typeof import('../styles/quoteChoices.style');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const css = stylesheet.replace(/\s+/g, '');

  test('the served dialog holds every title, the general one last', async () => {
    const dialog = await prerenderedDialog('/services/irrigation/maintenance');
    const spans = dialog.querySelectorAll('#quote-dialog-title span').map((span) => span.text);
    const titles = servicesAskingJob.flatMap((service) => jobKinds[service].map((kind) => kind.dialogTitle));
    expect(spans).toEqual([...titles, generalDialogTitle]);
  });

  test.each(servicesAskingJob.flatMap((service) => jobKinds[service].map((kind) => [service, kind.value] as const)))(
    'the stylesheet shows the title of %s / %s when both are chosen, instead of the general one',
    (service, job) => {
      const chosen = `#quote-dialog:has(select[name="service"]>option[value="${service}"]:checked):has(input[name="job"][value="${job}"]:checked)`;
      expect(css).toContain(`${chosen}.dialog-title-job[data-service="${service}"][data-job="${job}"]`);
      expect(css).toContain(`${chosen}.dialog-title-general`);
    },
  );
});

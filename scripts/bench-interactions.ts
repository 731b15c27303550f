/**
 * `npm run bench:interactions [-- /path ...]`: for each control of scripts/interactionControls.ts, on
 * each of its pages (or only the paths given), the time from a tap to its visible response, in
 * Chromium throttled like Lighthouse's mobile profile (CPU 4x slower; 150 ms round trip, 1.6 Mbps
 * down, 750 kbps up). Two moments, RUNS runs each (default 5, median and range reported), each run a
 * first visit (fresh browser context, empty cache):
 * - first tap: as soon as the page has painted and the control is visible (the scripts are then
 *   usually not even fetched yet);
 * - after start-up: 4 s after the load event, once the shell has hydrated.
 * The tap is a touch at widths below 1024 px, a mouse click (moving there first) above. The clock runs
 * in the page: from the pointerdown event's time stamp (when the input reached the page, so time the
 * page's main thread kept it waiting counts) to the start of the first animation frame in which the
 * response's element is rendered (checkVisibility()). Updates bench/interactions.md, keeping the rows
 * not measured this time. Serves dist/ (OUT_DIR) with the real server; build first.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { buildServer } from '../server/buildServer';
import { defaultLeadConfig } from '../server/leads/config';
import { openSqliteStore } from '../server/leads/sqliteStore';
import { siteDir } from '../server/site/buildOutput';
import { questionsFor } from '../src/lib/quoteQuestions';
import { registry } from '../src/content/registry';
import { benchReportFile, writeBenchReport } from './benchReport';
import { chromiumFlags, chromiumPath } from './chromium';
import { bookingFlow, interactionControls, type InteractionControl } from './interactionControls';
import { serveSite } from './serveSite';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** After start-up: this long after the load event (the shell has long hydrated by then). */
const afterStartUpMs = 4000;
/** A response later than this counts as none. */
const responseTimeoutMs = 15_000;
const targetMs = 200;
const reportFile = benchReportFile('interactions');

type Moment = 'first tap' | 'after start-up';

interface Tap {
  /** When the tap reached the page, in ms after navigation start. */
  tappedAtMs: number;
  /** Tap to visible response, in ms (Infinity: none within the timeout). */
  responseMs: number;
}

/**
 * Runs in the page before any of its scripts: times the first pointerdown to the first animation
 * frame in which the response shows: the response's element is rendered (`responseVisible`), it
 * has moved sideways from where it was at the tap (`responseMoves`), or it has scrolled into view
 * (`responseInView`). Plain JavaScript in a string:
 * tsx would wrap a TypeScript function's inner functions in a helper the page does not have.
 */
const probeSource = (control: InteractionControl) => `(function () {
  var state = { start: null, end: null };
  var visible = ${JSON.stringify(control.responseVisible ?? null)};
  var moves = ${JSON.stringify(control.responseMoves ?? null)};
  var inView = ${JSON.stringify(control.responseInView ?? null)};
  window.__tapProbe = state;
  addEventListener('pointerdown', function (event) {
    if (state.start !== null) return;
    state.start = event.timeStamp;
    var moving = moves && document.querySelector(moves);
    var from = moving ? moving.getBoundingClientRect().left : null;
    requestAnimationFrame(function poll(frameTime) {
      var element = visible && document.querySelector(visible);
      var target = inView && document.querySelector(inView);
      var top = target ? target.getBoundingClientRect().top : -1;
      var shown = element ? element.checkVisibility() : moving ? Math.abs(moving.getBoundingClientRect().left - from) >= 1 : target ? top >= 0 && top < innerHeight * 0.6 : false;
      if (shown) state.end = frameTime;
      else requestAnimationFrame(poll);
    });
  }, { capture: true });
})();`;

/** Lighthouse's mobile throttling: CPU 4x slower, 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
async function throttleLikeLighthouse(page: Page) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Waits until `afterStartUpMs` have passed since the load event, the shell hydrated. */
async function afterStartUp(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __SHELL_READY__?: boolean }).__SHELL_READY__ === true, {
    timeout: 60_000,
  });
  await page.waitForFunction(
    (wait) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return performance.now() >= (navigation?.loadEventEnd ?? 0) + wait;
    },
    { polling: 100, timeout: 60_000 },
    afterStartUpMs,
  );
}

async function tapOnce(
  browser: Browser,
  origin: string,
  control: InteractionControl,
  route: string,
  moment: Moment,
): Promise<Tap> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const touch = control.width < 1024;
    await page.setViewport({ width: control.width, height: touch ? 812 : 900, isMobile: touch, hasTouch: touch });
    await throttleLikeLighthouse(page);
    await page.evaluateOnNewDocument(probeSource(control));

    const selector = `::-p-aria([name="${control.accessibleName}"][role="${control.role}"])`;
    if (moment === 'first tap') {
      await page.goto(origin + route, { waitUntil: 'domcontentloaded', timeout: 120_000 });
      await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0, { polling: 'raf' });
    } else {
      await page.goto(origin + route, { waitUntil: 'load', timeout: 120_000 });
      await afterStartUp(page);
    }
    const button = await page.waitForSelector(selector, { visible: true, timeout: 60_000 });
    // A control further down the page is scrolled into view first (by DevTools: no input event
    // reaches the page, so nothing starts the scripts early).
    await button!.scrollIntoView();
    const box = await button!.boundingBox();
    if (!box) throw new Error(`${control.name} on ${route}: not laid out`);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (touch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);

    const probe = () =>
      page.evaluate(
        () => (window as unknown as { __tapProbe: { start: number | null; end: number | null } }).__tapProbe,
      );
    await page
      .waitForFunction(() => (window as unknown as { __tapProbe: { end: number | null } }).__tapProbe.end !== null, {
        polling: 50,
        timeout: responseTimeoutMs,
      })
      .catch(() => undefined);
    const { start, end } = await probe();
    if (start === null) throw new Error(`${control.name} on ${route}: the tap never reached the page`);
    return { tappedAtMs: start, responseMs: end === null ? Infinity : Math.max(0, end - start) };
  } finally {
    await context.close();
  }
}

interface BookingRun {
  /** Tap on the submit button to the windows rendered. */
  tapMs: number;
  /** The lead's POST sent (its fetch started) to the windows rendered. */
  requestMs: number;
  /** The lead's answer and the windows both arrived (the later of the two) to the windows rendered: the page's own work. */
  renderMs: number;
}

/**
 * One run of `bookingFlow`: the page after start-up, the dialog opened and its form filled (the
 * job's required questions with their first option) and the network quiet, as after a visitor's
 * typing, then a tap on the submit button; the clock
 * stops at the first animation frame in which the choice of windows is rendered.
 */
async function bookingOnce(browser: Browser, origin: string): Promise<BookingRun> {
  const flow = bookingFlow;
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: flow.width, height: 812, isMobile: true, hasTouch: true });
    await throttleLikeLighthouse(page);
    await page.goto(origin + flow.route, { waitUntil: 'load', timeout: 120_000 });
    await afterStartUp(page);
    await page.locator(`aside ::-p-aria([name="${flow.openName}"][role="button"])`).click();
    const first = `#${flow.formId}-firstName`;
    await page.waitForSelector(first, { visible: true });
    // Focus in the form fetches its token and key: once the key is there, the form is live.
    await page.focus(first);
    await page.waitForFunction(
      (id) => !!(document.querySelector(`#${id}-firstName`) as HTMLInputElement).form?.idempotencyKey?.value,
      { timeout: 60_000 },
      flow.formId,
    );
    const answers = Object.fromEntries(
      questionsFor(flow.service, flow.job)
        .filter((question) => question.required)
        .map((question) => [question.name, question.options[0]!.value]),
    );
    await page.evaluate(
      (formId, values) => {
        for (const [name, value] of Object.entries(values)) {
          const control = document.getElementById(`${formId}-${name}`) as HTMLInputElement | HTMLSelectElement | null;
          if (control) {
            const prototype =
              control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
            Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(control, value);
            control.dispatchEvent(new Event('change', { bubbles: true }));
          } else (document.getElementById(`${formId}-${name}-${value}`) as HTMLInputElement | null)?.click();
        }
        (document.getElementById(`${formId}-privacyConsent`) as HTMLInputElement).click();
      },
      flow.formId,
      {
        firstName: 'Bench',
        lastName: 'Visitor',
        email: `bench-${Date.now()}@example.com`,
        phone: '214-555-0100',
        address: '1 Elm St, Dallas, TX 75201',
        timeline: '3months',
        ...answers,
      },
    );
    // Plain JavaScript in a string, as probeSource (tsx would wrap the inner function in a helper the page lacks).
    await page.evaluate(`(function () {
      var state = { start: null, end: null };
      var response = ${JSON.stringify(flow.response)};
      window.__bookingProbe = state;
      addEventListener('pointerdown', function (event) {
        if (state.start !== null) return;
        state.start = event.timeStamp;
        requestAnimationFrame(function poll(frameTime) {
          var element = document.querySelector(response);
          if (element && element.checkVisibility()) state.end = frameTime;
          else requestAnimationFrame(poll);
        });
      }, { capture: true });
    })()`);
    // A visitor takes many seconds to type these answers; the code a submit runs is asked for on the
    // form's first focus meanwhile (src/components/forms/useLeadForm.ts). Filled by script in an
    // instant here, so wait for what the typing time would have covered: the network gone quiet.
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 });
    const submit = await page.waitForSelector(`::-p-aria([name="${flow.submitName}"][role="button"])`);
    await submit!.scrollIntoView();
    const box = await submit!.boundingBox();
    if (!box) throw new Error('the submit button is not laid out');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(
      () => (window as unknown as { __bookingProbe: { end: number | null } }).__bookingProbe.end !== null,
      { polling: 50, timeout: responseTimeoutMs },
    );
    return await page.evaluate(() => {
      const { start, end } = (window as unknown as { __bookingProbe: { start: number; end: number } }).__bookingProbe;
      // No named inner function: tsx would wrap it in a helper the page lacks (see probeSource).
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const lead = resources.find((entry) => new URL(entry.name).pathname === '/api/leads');
      const windows = resources.find((entry) => new URL(entry.name).pathname === '/api/bookings/windows');
      return {
        tapMs: end - start,
        requestMs: lead ? end - lead.startTime : Infinity,
        renderMs: lead && windows ? end - Math.max(lead.responseEnd, windows.responseEnd) : Infinity,
      };
    });
  } finally {
    await context.close();
  }
}

/** The lead API beside the site, on a throwaway SQLite store (never data/leads.db), for `bookingFlow`. */
async function serveSiteWithLeads() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-interactions-'));
  const config = {
    ...defaultLeadConfig,
    sqlitePath: path.join(dir, 'leads.db'),
    rateLimitPerMinute: 1000,
    minFillMs: 0,
  };
  const app = await buildServer({ distDir: siteDir(), leads: { config, store: openSqliteStore(config.sqlitePath) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the bench server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : 'none');

function summary(taps: Tap[]): string {
  const values = taps.map((tap) => tap.responseMs);
  const verdict = median(values) <= targetMs ? '' : ' ✗';
  return `${ms(median(values))} [${ms(Math.min(...values))}–${ms(Math.max(...values))}]${verdict}`;
}

const rowKey = (control: InteractionControl, route: string) => `${control.name} | ${route} | ${control.width}`;

const HEADER = [
  '| Control | Route | Width | First tap: tapped at | First tap → response | After start-up → response |',
  '|---|---|---|---|---|---|',
].join('\n');

function existingRows(): Map<string, string> {
  if (!existsSync(reportFile)) return new Map();
  const rows = readFileSync(reportFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Control') && !line.startsWith('|---'));
  return new Map(
    rows.map((line) => [
      line
        .split('|')
        .slice(1, 4)
        .map((cell) => cell.trim())
        .join(' | '),
      line,
    ]),
  );
}

const BOOKING_HEADING = '## Quote request to its arrival windows';

/** The booking flow's section of the last report, kept when this run does not measure it. */
function existingBookingSection(): string | null {
  if (!existsSync(reportFile)) return null;
  const text = readFileSync(reportFile, 'utf8');
  const at = text.indexOf(BOOKING_HEADING);
  return at < 0 ? null : text.slice(at).trim();
}

async function main() {
  const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const unknown = [...requested, ...interactionControls.flatMap((control) => control.routes)].filter(
    (route) => !registry.some((entry) => entry.path === route),
  );
  if (unknown.length) throw new Error(`not in the page registry: ${unknown.join(', ')}`);

  const rows = existingRows();
  let bookingSection = existingBookingSection();
  const site = await serveSite(siteDir());
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: chromiumFlags, headless: true });
  try {
    for (const control of interactionControls) {
      for (const route of control.routes.filter((r) => !requested.length || requested.includes(r))) {
        const taps: Record<Moment, Tap[]> = { 'first tap': [], 'after start-up': [] };
        // Interleaved, so a slow spell of this shared machine hits both moments alike.
        for (let run = 0; run < RUNS; run++)
          for (const moment of ['first tap', 'after start-up'] as const)
            taps[moment].push(await tapOnce(browser, site.origin, control, route, moment));
        const row = `| ${rowKey(control, route)} | ${ms(median(taps['first tap'].map((tap) => tap.tappedAtMs)))} ms | ${summary(taps['first tap'])} | ${summary(taps['after start-up'])} |`;
        rows.set(rowKey(control, route), row);
        console.log(row);
      }
    }
    if (!requested.length || requested.includes(bookingFlow.route)) {
      const withLeads = await serveSiteWithLeads();
      try {
        const runs: BookingRun[] = [];
        for (let run = 0; run < RUNS; run++) runs.push(await bookingOnce(browser, withLeads.origin));
        const row = (values: number[]) => summary(values.map((value) => ({ tappedAtMs: 0, responseMs: value })));
        bookingSection = [
          BOOKING_HEADING,
          '',
          `A ${bookingFlow.service} (${bookingFlow.job}) request sent from the quote dialog on ${bookingFlow.route} at ${bookingFlow.width} px, after start-up, to the first frame in which its choice of arrival windows is rendered, same throttling, median of ${RUNS} [fastest–slowest]. The form is filled, then the network left to go quiet (the code a submit runs and the open windows are fetched on the form's first focus, while a visitor types); then the clock runs from the tap on the submit button (the check and the request; the windows were asked for while the form was filled, and the confirmation is made while the request travels), from the moment the lead's POST is sent (its fetch started; its round trip alone is at least the 150 ms of the throttled network), and from the moment both the lead's answer and the windows have arrived (the page's own work). ✗ marks a median over ${targetMs} ms.`,
          '',
          '| Flow | Tap → windows shown | Request sent → windows shown | Answers arrived → windows shown |',
          '|---|---|---|---|',
          `| ${bookingFlow.name} | ${row(runs.map((run) => run.tapMs))} | ${row(runs.map((run) => run.requestMs))} | ${row(runs.map((run) => run.renderMs))} |`,
        ].join('\n');
        console.log(bookingSection);
      } finally {
        await withLeads.close();
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }

  // In the order of the controls' list; rows of controls no longer listed are dropped.
  const ordered = interactionControls.flatMap((control) =>
    control.routes.map((route) => rows.get(rowKey(control, route))).filter((row): row is string => !!row),
  );
  await writeBenchReport(
    reportFile,
    [
      '# Tap to visible response',
      '',
      `Updated ${new Date().toISOString().slice(0, 10)} by \`npm run bench:interactions\` (controls listed in scripts/interactionControls.ts), on the production build served by the project's server on this shared 2-core machine. System Chromium throttled like Lighthouse's mobile profile: CPU 4x slower, 150 ms round trip, 1.6 Mbps down, 750 kbps up; each run a first visit (empty cache).`,
      '',
      `Milliseconds from the tap (the pointerdown's time stamp: when the input reached the page) to the first animation frame in which the control's response (the menu or dialog it opens) is rendered: median of ${RUNS} runs [fastest–slowest]; ✗ marks a median over the ${targetMs} ms target, "none" no response within ${responseTimeoutMs / 1000} s. **First tap**: tapped as soon as the page has painted and the control is visible ("tapped at": ms after navigation start, median). **After start-up**: tapped 4 s after the load event, the shell hydrated. Below 1024 px wide the tap is a touch on an emulated phone or tablet, above it a mouse click.`,
      '',
      HEADER,
      ...ordered,
      '',
      ...(bookingSection ? [bookingSection, ''] : []),
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

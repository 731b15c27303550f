/**
 * The fence sales landing page (/services/fences/sales) in a real browser: the Residential/Commercial
 * pricing switch (mouse and keyboard; the packages and prices it shows are read from
 * src/content/pricing.ts, so an owner's price change keeps this green), the Get a Quote links, the page's anchors and statistics, the
 * minimal header, and the native quote form's fields, options and required rules.
 */
import type { Page } from 'puppeteer-core';
import { terms } from '../src/content/business';
import { pricingAudiences, pricingTiers } from '../src/content/pricing';
import { estimateLine } from '../src/lib/fenceEstimate';
import { requestQuote } from './serviceQuote';
import type { PricingAudience } from '../src/content/schemas/pricing';
import {
  animationFrames,
  baseUrl,
  browserForFile,
  hydratePage,
  interceptRequests,
  mainText,
  openRoute,
  watchAcrossTests,
  watchEachTest,
} from './browser';
import { sectionWords } from '../src/content/sectionWords';
import { shellWords } from '../src/content/shellWords';

const PATH = '/services/fences/sales';
/** The package the estimator's select starts at: the first audience's recommended one (FenceEstimator). */
const preselectedPackage = pricingTiers[pricingAudiences[0]!.id].find((tier) => tier.recommended)!.id;

const browser = browserForFile();

interface CardReading {
  headingId: string;
  title: string;
  text: string;
  recommended: boolean;
  links: { text: string; href: string | null }[];
}

/** The package cards a visitor can see right now, in order. */
const visibleCards = (page: Page): Promise<CardReading[]> =>
  page.evaluate(
    (badge) =>
      [...document.querySelectorAll<HTMLElement>('#pricing li:has(> h3)')]
        .filter((card) => card.checkVisibility())
        .map((card) => {
          const heading = card.querySelector('h3')!;
          return {
            headingId: heading.id,
            title: heading.textContent!.trim(),
            text: card.innerText,
            recommended: card.innerText.includes(badge),
            links: [...card.querySelectorAll('a')].map((a) => ({
              text: a.textContent!.trim(),
              href: a.getAttribute('href'),
            })),
          };
        }),
    sectionWords.pricing.recommended,
  );

/** The switch's radios, by label: which is checked ('true' / 'false'). */
const pressed = (page: Page) =>
  page.$$eval('#pricing fieldset input[type="radio"]', (radios) =>
    Object.fromEntries(
      radios.map((radio) => [
        (radio as HTMLInputElement).labels![0]!.textContent!.trim(),
        String((radio as HTMLInputElement).checked),
      ]),
    ),
  );

const prices = (cards: CardReading[]) => cards.map((card) => /From \$(\d+)/.exec(card.text)?.[1]);

/** The cards show an audience's packages as src/content/pricing.ts has them: title, price, recommendation, warranty. */
function expectTiers(cards: CardReading[], audience: PricingAudience) {
  const tiers = pricingTiers[audience];
  expect(cards.map((c) => c.title)).toEqual(tiers.map((tier) => tier.title));
  expect(cards.map((c) => c.headingId)).toEqual(tiers.map((tier) => `tier-${tier.id}-title`));
  expect(prices(cards)).toEqual(tiers.map((tier) => String(tier.pricePerFoot)));
  expect(cards.map((c) => c.recommended)).toEqual(tiers.map((tier) => tier.recommended === true));
  tiers.forEach((tier, index) => {
    expect(cards[index]!.text).toContain(tier.priceUnit);
    expect(cards[index]!.text).toContain(`${tier.warrantyYears}-year workmanship warranty`);
  });
}

const expectResidential = (cards: CardReading[]) => expectTiers(cards, 'residential');
const expectCommercial = (cards: CardReading[]) => expectTiers(cards, 'commercial');

/**
 * Holds every script the page asks for from now on, so what the visitor does comes before start-up
 * runs; returns what lets them (and every later one) load.
 */
async function holdScripts(page: Page): Promise<() => void> {
  const held: (() => void)[] = [];
  let releasing = false;
  await interceptRequests(page);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (request.resourceType() === 'script' && !releasing) held.push(() => void request.continue());
    else void request.continue();
  });
  return () => {
    releasing = true;
    held.splice(0).forEach((go) => go());
  };
}

describe('fence sales landing page', () => {
  // Instant scrolling, so anchor jumps can be measured straight away.
  const watched = watchEachTest(browser, { reducedMotion: true });

  test('pricing starts at Residential, its packages and prices as pricing.ts has them (also without JavaScript)', async () => {
    const html = await (await fetch(baseUrl() + PATH)).text();
    expect(html).toMatch(new RegExp(`<legend[^>]*>${sectionWords.pricing.showFor}</legend>`));
    expect(html).toMatch(
      /<input(?=[^>]*type="radio")(?=[^>]*value="residential")[^>]*checked=""[^>]*>Residential<\/label>/,
    );
    expect(html).toMatch(/<input(?![^>]*checked)(?=[^>]*type="radio")[^>]*value="commercial"[^>]*>Commercial<\/label>/);

    const { page } = watched;
    await openRoute(page, PATH);
    expect(await pressed(page)).toEqual({ Residential: 'true', Commercial: 'false' });
    expectResidential(await visibleCards(page));
  });

  test('the switch shows the commercial packages and back', async () => {
    const { page } = watched;
    await openRoute(page, PATH);
    await page.locator('#pricing label:has(> input[value="commercial"])').click();
    expect(await pressed(page)).toEqual({ Residential: 'false', Commercial: 'true' });
    expectCommercial(await visibleCards(page));

    await page.locator('#pricing label:has(> input[value="residential"])').click();
    expect(await pressed(page)).toEqual({ Residential: 'true', Commercial: 'false' });
    expectResidential(await visibleCards(page));
  });

  test('the switch works by keyboard: one Tab stop, the arrow keys choose (a radio group)', async () => {
    const { page } = watched;
    await openRoute(page, PATH);
    const residential = await page.waitForSelector('::-p-aria([name="Residential"][role="radio"])');
    await residential!.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent)).toBe(
      'Commercial',
    );
    expect(await pressed(page)).toEqual({ Residential: 'false', Commercial: 'true' });
    expectCommercial(await visibleCards(page));

    await page.keyboard.press('ArrowLeft');
    expect(await pressed(page)).toEqual({ Residential: 'true', Commercial: 'false' });
    expectResidential(await visibleCards(page));
    // The group is one Tab stop: Tab leaves it for the first package's link.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(shellWords.quoteButton);
  });

  test('every package has a Get a Quote link to its anchor in the quote form, which then holds that package', async () => {
    const { page } = watched;
    await openRoute(page, PATH);
    const residential = await visibleCards(page);
    await page.locator('#pricing label:has(> input[value="commercial"])').click();
    const commercial = await visibleCards(page);
    for (const card of [...residential, ...commercial]) {
      const id = card.headingId.replace(/^tier-(.*)-title$/, '$1');
      expect(card.links).toEqual([{ text: shellWords.quoteButton, href: `#quote-${id}` }]);
    }
    for (const id of ['basic', 'premium', 'luxury', 'commercial-basic', 'commercial-premium', 'commercial-security'])
      expect(await page.$eval(`#quote-${id}`, (el) => !!el.closest('form[aria-label="Quote request"]'))).toBe(true);

    // Following a link brings the quote form into view, with that package chosen.
    await page.click('#pricing a[href="#quote-commercial-premium"]');
    await page.waitForFunction(() => location.hash === '#quote-commercial-premium');
    await page.waitForFunction(() => {
      const top = document.getElementById('quote-commercial-premium')!.getBoundingClientRect().top;
      return top >= 0 && top < 200;
    });
    expect(await page.$eval('#sales-fencePackage', (el) => (el as HTMLSelectElement).value)).toBe('commercial-premium');
    // The same card again after choosing another package in the form (the fragment does not change).
    await page.select('#sales-fencePackage', 'basic');
    await page.click('#pricing a[href="#quote-commercial-premium"]');
    expect(await page.$eval('#sales-fencePackage', (el) => (el as HTMLSelectElement).value)).toBe('commercial-premium');
  });

  test('a card tapped before the page hydrated hands its package over when it does, unless one was chosen since', async () => {
    const { page } = watched;
    const value = () => page.$eval('#sales-fencePackage', (el) => (el as HTMLSelectElement).value);
    await page.goto('about:blank');
    await page.goto(`${baseUrl()}${PATH}#quote-luxury`, { waitUntil: 'load' });
    await hydratePage(page);
    expect(await value()).toBe('luxury');

    await page.goto('about:blank');
    // The app's scripts are held until the visitor has chosen, so the choice surely comes first:
    // arriving at a #fragment, start-up moves focus into the form, which hydrates the page at once.
    const releaseScripts = await holdScripts(page);
    await page.goto(`${baseUrl()}${PATH}#quote-luxury`, { waitUntil: 'load' });
    await page.$eval('#sales-fencePackage', (el) => {
      (el as HTMLSelectElement).value = 'basic';
    });
    expect(await page.evaluate(() => window.__APP_READY__)).not.toBe(true);
    releaseScripts();
    await hydratePage(page);
    expect(await value()).toBe('basic');
  });

  test('a length typed before start-up ran shows its estimate once start-up runs, with no further key', async () => {
    const { page } = watched;
    await page.goto('about:blank');
    // The app's scripts are held until the visitor has typed: every focus and key event has gone by
    // when start-up runs (a quick typist on a slow phone).
    const releaseScripts = await holdScripts(page);
    await page.goto(`${baseUrl()}${PATH}`, { waitUntil: 'load' });
    await page.focus('#sales-fenceFeet');
    await page.keyboard.type('180');
    expect(await page.evaluate(() => window.__APP_READY__)).not.toBe(true);
    releaseScripts();
    const expected = estimateLine(preselectedPackage, '180')!;
    await page
      .waitForFunction(
        (text) => document.querySelector('output[data-fence-estimate]')?.textContent === text,
        { timeout: 20_000 },
        expected,
      )
      .catch(async () =>
        expect(await page.$eval('output[data-fence-estimate]', (output) => output.textContent)).toBe(expected),
      );
  });

  test('has the pain points, solution, benefits, social proof (450+, 98%, 21), guarantee and quote anchors', async () => {
    const { page } = watched;
    await openRoute(page, PATH);
    for (const id of ['pain-points', 'solution', 'benefits', 'social-proof', 'get-quote']) {
      const heading = await page.$eval(`#${id}`, (el) => el.querySelector('h2')?.textContent ?? '');
      expect(heading.length).toBeGreaterThan(5);
    }
    const text = (id: string) => page.$eval(`#${id}`, (el) => (el as HTMLElement).innerText);
    expect(await text('pain-points')).toContain('5-10%');
    const proof = await page.$eval('#social-proof', (el) => el.textContent!);
    for (const figure of ['450+', '98%', '21']) expect(proof).toContain(figure);
    const body = await mainText(page);
    expect(body).toContain('$100');
    expect(body).toMatch(/2-5 (working )?days/);
    expect(body).toContain(`${terms.quoteResponseHours} hours`);
    expect(body).toContain('50% deposit');
    expect(body).toContain('15-25 year');
    expect(body).toMatch(/lifetime post guarantee/i);
    expect(await page.$$eval('main h1', (els) => els.length)).toBe(1);
    // The FAQ answers are native disclosures.
    expect(await page.$$eval('#faq details summary', (els) => els.length)).toBeGreaterThanOrEqual(6);
  });

  test.each([375, 1280])('the header shows only the logo and the phone link at %i px', async (width) => {
    const { page } = watched;
    await page.setViewport({ width, height: 900 });
    await openRoute(page, PATH);
    const items = await page.$$eval('header a, header button', (els) =>
      els.filter((el) => (el as HTMLElement).checkVisibility()).map((el) => el.getAttribute('href') ?? el.textContent),
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toBe('/');
    expect(items[1]).toMatch(/^tel:\+1\d{10}$/);
  });
});

describe('quote request form on the landing page', () => {
  const watched = watchAcrossTests(browser);
  beforeAll(() => openRoute(watched.page, PATH));

  const FORM = '#get-quote form[aria-label="Quote request"]';

  interface FieldReading {
    tag: string;
    type: string | null;
    required: boolean;
    autocomplete: string | null;
    label: string;
    options: string[];
  }
  const fields = (page: Page): Promise<Record<string, FieldReading>> =>
    page.$eval(FORM, (form) =>
      Object.fromEntries(
        [
          ...form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
            'input:not([type="hidden"]):not([name="website"]), select, textarea',
          ),
        ].map((el) => [
          el.name,
          {
            tag: el.tagName.toLowerCase(),
            type: el.getAttribute('type'),
            required: el.required,
            autocomplete: el.getAttribute('autocomplete'),
            label: el.labels?.[0]?.textContent?.trim() ?? '',
            options: el instanceof HTMLSelectElement ? [...el.options].map((o) => o.value).filter(Boolean) : [],
          },
        ]),
      ),
    );

  test('has the twelve quote form fields, each labelled, with the right types and autocomplete tokens', async () => {
    const f = await fields(watched.page);
    expect(Object.keys(f).sort()).toEqual(
      [
        'fencePackage',
        'fenceFeet',
        'firstName',
        'lastName',
        'email',
        'phone',
        'address',
        'fenceType',
        'timeline',
        'message',
        'referralSource',
        'privacyConsent',
      ].sort(),
    );
    for (const [name, field] of Object.entries(f)) expect([name, field.label.length > 0]).toEqual([name, true]);
    expect(f.firstName).toMatchObject({ tag: 'input', autocomplete: 'given-name' });
    expect(f.lastName).toMatchObject({ tag: 'input', autocomplete: 'family-name' });
    expect(f.email).toMatchObject({ tag: 'input', type: 'email', autocomplete: 'email' });
    expect(f.phone).toMatchObject({ tag: 'input', type: 'tel', autocomplete: 'tel' });
    expect(f.address!.autocomplete).toMatch(/street-address|address-line1/);
    expect(f.message!.tag).toBe('textarea');
    expect(f.privacyConsent).toMatchObject({ tag: 'input', type: 'checkbox' });
    expect(f.fencePackage).toMatchObject({ tag: 'select', label: 'Package' });
    expect(f.fenceFeet).toMatchObject({ tag: 'input', type: 'number', label: 'Length in feet' });
  });

  test('offers exactly the six fence types, four timelines and five referral sources', async () => {
    const f = await fields(watched.page);
    expect(f.fenceType!.options).toEqual(['cedar', 'ornamental', 'composite', 'chainlink', 'custom', 'unsure']);
    expect(f.timeline!.options).toEqual(['immediately', '1month', '3months', 'planning']);
    expect(f.referralSource!.options).toEqual(['google', 'facebook', 'friend', 'neighbor', 'other']);
  });

  test('requires eight fields; message and referral source are optional', async () => {
    const f = await fields(watched.page);
    const required = Object.entries(f)
      .filter(([, field]) => field.required)
      .map(([name]) => name)
      .sort();
    expect(required).toEqual([
      'address',
      'email',
      'fenceType',
      'firstName',
      'lastName',
      'phone',
      'privacyConsent',
      'timeline',
    ]);
  });

  test('native validation blocks an empty submission and flags every required field', async () => {
    const { page } = watched;
    const before = page.url();
    const state = await page.$eval(FORM, (form) => {
      const f = form as HTMLFormElement;
      return {
        valid: f.checkValidity(),
        missing: [...f.elements]
          .filter(
            (el): el is HTMLInputElement =>
              'validity' in el &&
              (el as HTMLInputElement).type !== 'hidden' &&
              !['', 'website'].includes((el as HTMLInputElement).name),
          )
          .map((el) => [el.name, el.validity.valueMissing]),
      };
    });
    expect(state.valid).toBe(false);
    expect(Object.fromEntries(state.missing)).toEqual({
      fencePackage: false,
      fenceFeet: false,
      firstName: true,
      lastName: true,
      email: true,
      phone: true,
      address: true,
      fenceType: true,
      timeline: true,
      message: false,
      referralSource: false,
      privacyConsent: true,
    });
    // Pressing the submit button does not leave the page: the browser stops it, reporting the first
    // empty field as invalid (an "invalid" event) instead of submitting.
    await page.$eval(FORM, (form) => {
      (window as unknown as { refused: Promise<void> }).refused = new Promise((resolve) =>
        form.addEventListener('invalid', () => resolve(), { capture: true, once: true }),
      );
    });
    await page.locator(`${FORM} ${requestQuote}`).click();
    await page.evaluate(() => (window as unknown as { refused: Promise<void> }).refused);
    await animationFrames(page);
    expect(page.url()).toBe(before);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('firstName');
  });

  test('a malformed e-mail is refused, and the form is valid once the required fields are filled', async () => {
    const { page } = watched;
    const valid = await page.$eval(FORM, (form) => {
      const f = form as HTMLFormElement;
      const set = (name: string, value: string) => {
        const el = f.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
        el.value = value;
      };
      set('firstName', 'Dana');
      set('lastName', 'Lopez');
      set('email', 'not-an-email');
      set('phone', '214-555-0199');
      set('address', '1200 Elm St, Garland, TX');
      set('fenceType', 'cedar');
      set('timeline', '1month');
      (f.elements.namedItem('privacyConsent') as HTMLInputElement).checked = true;
      const badEmail = (f.elements.namedItem('email') as HTMLInputElement).validity.typeMismatch;
      set('email', 'dana@example.com');
      return { badEmail, valid: f.checkValidity() };
    });
    expect(valid).toEqual({ badEmail: true, valid: true });
  });

  test('the hero holds a quote form too (the native form, or the provider frame when configured)', async () => {
    const { page } = watched;
    const hero = await page.evaluate(() => {
      const region = document.querySelector('main > section')!;
      return {
        form: !!region.querySelector('form[aria-label="Quote request"]'),
        frame: !!region.querySelector('iframe[title="Intake Form"]'),
      };
    });
    expect(hero.form || hero.frame).toBe(true);
  });
});

/**
 * The controls `npm run bench:interactions` times (scripts/bench-interactions.ts), as data: where each
 * appears, at what width, how a visitor finds it (its ARIA role and accessible name, as a screen
 * reader would) and what counts as its visible response. Add a control here and the bench measures
 * it on each of its routes.
 */
import { faq as fenceSalesFaq, hero as fenceSalesHero } from '../src/content/fenceSales';
import { fenceSalesEntry } from '../src/content/fenceSales.entry';
import { galleryItems } from '../src/content/gallery';
import { faqs as gardenDesignFaqs } from '../src/content/gardenDesignProcess';
import { shellWords } from '../src/content/shellWords';
import { sectionWords } from '../src/content/sectionWords';

export interface InteractionControl {
  /** The row's name in bench/interactions.md. */
  name: string;
  /** Pages it is timed on (registry paths). */
  routes: string[];
  /** Viewport width in CSS px (below 1024 the page is emulated as a phone or tablet with touch). */
  width: number;
  /** How to find it: its ARIA role and accessible name (the first match on the page is tapped). */
  role: string;
  accessibleName: string;
  /**
   * Its visible response: the first element matching this CSS selector becomes rendered (its
   * checkVisibility() turns true), e.g. the menu or dialog it opens. A choice that shows or hides
   * content names what it shows once chosen (`:has(input:checked)`), since its content is in the
   * page all along.
   */
  responseVisible?: string;
  /**
   * Or: the first element matching this selector moves sideways (its left edge shifts by a pixel
   * or more from where it was at the tap), e.g. a carousel's slide.
   */
  responseMoves?: string;
  /**
   * Or: the first element matching this selector has scrolled into view (its top in the upper 60%
   * of the viewport), e.g. a same-page link's target.
   */
  responseInView?: string;
}

const [firstProject] = galleryItems;

/**
 * The gallery's filter and its first project's overlay: timed only while the gallery holds a project
 * (the shipped site holds none until the owner adds a job; the test build's fixture jobs have them).
 * With none, /gallery shows no filter or grid, and the portfolio pages do not exist.
 */
const galleryControls: InteractionControl[] = firstProject
  ? [
      {
        name: 'gallery filter (Fences)',
        routes: ['/gallery'],
        width: 375,
        role: 'radio',
        accessibleName: 'Fences',
        responseVisible: '#projects:has(input[value="fences"]:checked) ul',
      },
      {
        name: 'gallery project',
        routes: ['/gallery', '/portfolio'],
        width: 375,
        role: 'button',
        accessibleName: firstProject.title,
        responseVisible: `[id$="-${firstProject.id}-view"]`,
      },
    ]
  : [];

export const interactionControls: InteractionControl[] = [
  {
    name: 'mobile menu button',
    routes: ['/', '/services/fences'],
    width: 375,
    role: 'button',
    accessibleName: shellWords.menu,
    responseVisible: '#mobile-menu',
  },
  {
    name: 'Services menu button',
    routes: ['/', '/services/fences'],
    width: 1280,
    role: 'button',
    accessibleName: shellWords.services,
    responseVisible: '#services-menu',
  },
  {
    name: 'quote button in the header',
    routes: ['/', '/services/fences'],
    width: 1280,
    role: 'button',
    accessibleName: shellWords.quoteButton,
    responseVisible: '#quote-dialog',
  },
  {
    name: 'Quote button of the phone contact row',
    routes: ['/', '/services/fences/sales'],
    width: 375,
    role: 'button',
    accessibleName: 'Quote',
    responseVisible: '#quote-dialog',
  },
  // Same-page links (where a fence ad lands): the browser scrolls to the target, before start-up;
  // after it, script does the same at once (src/app/clientNavigation.ts).
  ...[375, 1280].map((width) => ({
    name: `same-page link (${fenceSalesHero.secondaryCTA.text})`,
    routes: [fenceSalesEntry.path],
    width,
    role: 'link',
    accessibleName: fenceSalesHero.secondaryCTA.text,
    responseInView: 'link' in fenceSalesHero.secondaryCTA ? fenceSalesHero.secondaryCTA.link : '#pricing',
  })),
  {
    name: 'package Get a Quote (to the estimator)',
    routes: [fenceSalesEntry.path],
    width: 375,
    role: 'link',
    accessibleName: shellWords.quoteButton,
    responseInView: '#sales-fencePackage',
  },
  // The page's own controls: native radio groups, <details>, <dialog> invokers and a scroll-snap
  // carousel, so they answer before the page's scripts have started.
  {
    name: 'pricing switch (Commercial)',
    routes: ['/services/fences/sales'],
    width: 375,
    role: 'radio',
    accessibleName: 'Commercial',
    responseVisible: '#pricing-commercial',
  },
  ...[
    { route: '/services/fences/sales', question: fenceSalesFaq.items[0]!.question },
    { route: '/garden-design-process', question: gardenDesignFaqs[0]!.question },
  ].map(({ route, question }) => ({
    name: 'FAQ question',
    routes: [route],
    width: 375,
    // Chromium's role for a <summary>.
    role: 'DisclosureTriangle',
    accessibleName: question,
    responseVisible: '#faq details[open] > p',
  })),
  ...galleryControls,
  {
    name: 'before/after switch (Before)',
    routes: ['/services/landscape-design', '/services/garden-design'],
    width: 375,
    role: 'radio',
    accessibleName: sectionWords.beforeAfter.before,
    responseVisible: `#before-after:has(input[value="before"]:checked) img[alt^="${sectionWords.beforeAfter.before}"]`,
  },
  {
    name: 'carousel next',
    routes: ['/services/landscape-design', '/services/garden-design'],
    width: 375,
    role: 'button',
    accessibleName: sectionWords.carousel.next,
    responseMoves: '[aria-roledescription="slide"]:nth-child(2)',
  },
  {
    name: 'carousel next',
    routes: ['/services/landscape-design'],
    width: 1280,
    role: 'button',
    accessibleName: sectionWords.carousel.next,
    responseMoves: '[aria-roledescription="slide"]:nth-child(2)',
  },
];

/**
 * Not a tap but a flow, timed apart by the bench: a quote request whose kind of job books an
 * estimate visit, sent from the dialog once the page has started, to the first frame in which its
 * choice of arrival windows is rendered (`response`). Timed from the tap on the submit button and from
 * the moment the lead's POST is sent (the booking chunk and the windows are fetched beside it).
 */
export const bookingFlow = {
  name: 'quote request → arrival windows shown',
  route: '/services/foundation-repair',
  width: 375,
  /** The dialog's form, its submit button, and the response. */
  formId: 'dialog',
  openName: 'Quote',
  submitName: 'Request my free quote',
  service: 'foundation-repair',
  job: 'inspection',
  response: 'form[aria-label="Arrival windows"]',
} as const;

/**
 * The controls `npm run bench:interactions` times (scripts/bench-interactions.ts), as data: where each
 * appears, at what width, how a visitor finds it (its ARIA role and accessible name, as a screen
 * reader would) and what counts as its visible response. Add a control here and the bench measures
 * it on each of its routes.
 */

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
   * checkVisibility() turns true), e.g. the menu or dialog it opens.
   */
  responseVisible: string;
}

export const interactionControls: InteractionControl[] = [
  {
    name: 'mobile menu button',
    routes: ['/', '/services/fences'],
    width: 375,
    role: 'button',
    accessibleName: 'Menu',
    responseVisible: '#mobile-menu',
  },
  {
    name: 'Services menu button',
    routes: ['/', '/services/fences'],
    width: 1280,
    role: 'button',
    accessibleName: 'Services',
    responseVisible: '#services-menu',
  },
  {
    name: 'quote button in the header',
    routes: ['/', '/services/fences'],
    width: 1280,
    role: 'button',
    accessibleName: 'Get a Quote',
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
];

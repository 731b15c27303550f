/**
 * The page's own controls that the interaction bench taps, on the pages where each appears: where to
 * tap (a selector; the centre of its box) and what shows that the page answered (checked in the page
 * on every frame after the tap). The checks run inside the page, so each must be self-contained.
 */
export interface PageControl {
  name: string;
  path: string;
  width: number;
  /** The element whose centre is tapped. */
  target: string;
  /** Runs in the page just before the tap (records what the response is compared with). */
  prepare?: () => void;
  /** Runs in the page each frame after the tap: true once the response is on screen. */
  responded: () => boolean;
}

interface BenchWindow {
  __before?: number;
}

/** Remembers where the second slide is, so a move of the track shows. */
function rememberSecondSlide(): void {
  const slides = document.querySelectorAll('[aria-roledescription="slide"]');
  (window as BenchWindow).__before = slides[1]!.getBoundingClientRect().left;
}
function secondSlideMoved(): boolean {
  const slides = document.querySelectorAll('[aria-roledescription="slide"]');
  return Math.abs(slides[1]!.getBoundingClientRect().left - (window as BenchWindow).__before!) >= 1;
}

const carousel = (path: string, width: number): PageControl => ({
  name: 'carousel next',
  path,
  width,
  target: '[aria-roledescription="carousel"] button[aria-label="Next slide"]',
  prepare: rememberSecondSlide,
  responded: secondSlideMoved,
});

export const pageControls: PageControl[] = [
  {
    name: 'pricing switch (Commercial)',
    path: '/services/fences/sales',
    width: 375,
    target: 'label:has(> input[value="commercial"]), button[aria-controls="pricing-commercial"]',
    responded: () => !!document.getElementById('pricing-commercial')?.checkVisibility(),
  },
  {
    name: 'FAQ question',
    path: '/services/fences/sales',
    width: 375,
    target: '#faq summary',
    responded: () => !!document.querySelector('#faq details[open] p')?.checkVisibility(),
  },
  {
    name: 'gallery filter (Fences)',
    path: '/gallery',
    width: 375,
    target: 'label:has(> input[value="fences"]), [role="tab"][id$="-tab-fences"]',
    responded: () => {
      const shown = [...document.querySelectorAll<HTMLElement>('#projects li.card')].filter((card) =>
        card.checkVisibility(),
      );
      return shown.length > 0 && shown.every((card) => card.textContent!.includes('Fences'));
    },
  },
  {
    name: 'gallery project view',
    path: '/gallery',
    width: 375,
    target: '#projects li.card button',
    responded: () =>
      [...document.querySelectorAll('dialog[open]')].some(
        (dialog) => dialog.id !== 'quote-dialog' && dialog.checkVisibility(),
      ),
  },
  {
    name: 'before/after (Before)',
    path: '/services/landscape-design',
    width: 375,
    target: '#before-after label:has(> input[value="before"]), #before-after button[aria-pressed="false"]',
    responded: () =>
      [...document.querySelectorAll<HTMLImageElement>('#before-after img')].some(
        (img) =>
          img.alt.startsWith('Before') && img.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      ),
  },
  carousel('/services/landscape-design', 375),
  carousel('/services/landscape-design', 1280),
];

/**
 * Interface constants: breakpoints, sizes, timings and labels of the interactive pieces (the
 * business's own facts are in src/content/business.ts). Components, the shell and the lead client
 * read them from here. The two labels are the owner's words (content/site-words.json).
 */
import { shellWords } from '../content/shellWords';

export const ui = {
  /** Tailwind's md breakpoint: phones below it. */
  mobileBreakpointPx: 768,
  /** How far the page scrolls before the top navigation takes its scrolled look. */
  scrollThresholdPx: 10,
  dialogHeight: '90vh',
  intakeFrameHeightPx: 500,
  quoteButtonText: shellWords.quoteButton,
  dialogCloseLabel: shellWords.close,
  counter: { durationMs: 2000, tickMs: 16, visibilityThreshold: 0.1 },
  dropdown: { typeAheadResetMs: 1000, hoverOpenDelayMs: 100, pointerGraceMs: 300 },
  toast: { maxVisible: 3, durationMs: 4000, widthPx: 356 },
  carousel: {
    dragThresholdPx: 10,
    animationMs: 1000,
    startIndex: 0,
    loop: false,
    slidesPerView: { base: 1, md: 2, lg: 3 },
  },
  retry: { attempts: 3, baseDelayMs: 1000, maxDelayMs: 30000 },
  /** How long a sent quote's confirmation waits for its next steps to load before it links to them instead. */
  sentStepsWaitMs: 3000,
} as const;

// The order jest hands test files to its two workers: longest first, so both workers finish together
// instead of one starting a two-minute file when the other has nothing left. Jest's own order uses
// the durations it cached from earlier runs; a fresh clone (CI) has none and would go by file size,
// which says little about a browser test's time. So the files below, measured in a whole `npm test`,
// go first, longest first; the others follow in jest's own order. Update the list when a file's time
// changes a lot (jest prints each file's time), and keep it short.
const Sequencer = require('@jest/test-sequencer').default;

/**
 * Seconds each slow file takes on one worker on a quiet 2-core machine, in a whole `npx jest --json`
 * run (2026-11-28, at dd22b19), leads.test.ts at its time since its servers close at once
 * (docs/testing.md, seventh round). Only the order matters.
 */
const measuredSeconds = {
  'e2e/page-sweep.test.ts': 140,
  'e2e/editor-local.test.ts': 120,
  'e2e/service-quote-nojs.test.ts': 75,
  'e2e/homeowner-paths.test.ts': 63,
  'e2e/service-quote.test.ts': 54,
  'e2e/carousel.test.ts': 33,
  'e2e/script-budget.test.ts': 32,
  'e2e/quote-jobs.test.ts': 32,
  'e2e/leads.test.ts': 31,
  'e2e/nginx.test.ts': 26,
  'e2e/credentials.test.ts': 25,
  'e2e/landscape-outdoor-living-pages.test.ts': 21,
  'e2e/shell.test.ts': 20,
  'e2e/html-validity.test.ts': 18,
};

const secondsOf = (test) => {
  const relative = test.path
    .slice(test.context.config.rootDir.length + 1)
    .split('\\')
    .join('/');
  return measuredSeconds[relative] ?? 0;
};

class LongestFirst extends Sequencer {
  sort(tests) {
    const rest = super.sort(tests.filter((test) => secondsOf(test) === 0));
    const slow = tests.filter((test) => secondsOf(test) > 0).sort((a, b) => secondsOf(b) - secondsOf(a));
    return [...slow, ...rest];
  }
}

module.exports = LongestFirst;

// The order jest hands test files to its two workers: longest first, so both workers finish together
// instead of one starting a two-minute file when the other has nothing left. Jest's own order uses
// the durations it cached from earlier runs; a fresh clone (CI) has none and would go by file size,
// which says little about a browser test's time. So the files below, measured in a whole `npm test`,
// go first, longest first; the others follow in jest's own order. Update the list when a file's time
// changes a lot (jest prints each file's time), and keep it short.
const Sequencer = require('@jest/test-sequencer').default;

/**
 * Seconds each slow file took on one worker in a whole `npm test` on a shared 2-core machine (load
 * about 18, 2026-11-27; on a quiet machine each takes about half): only their order matters here.
 */
const measuredSeconds = {
  'e2e/page-sweep.test.ts': 295,
  'e2e/service-quote-nojs.test.ts': 256,
  'e2e/service-quote.test.ts': 224,
  'e2e/credentials.test.ts': 192,
  'e2e/homeowner-paths.test.ts': 130,
  'scripts/photoPipeline.test.ts': 112,
  'e2e/leads.test.ts': 109,
  'e2e/script-budget.test.ts': 74,
  'e2e/nginx.test.ts': 68,
  'e2e/carousel.test.ts': 67,
  'e2e/landscape-outdoor-living-pages.test.ts': 64,
  'e2e/quote-jobs.test.ts': 57,
  'e2e/html-validity.test.ts': 56,
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

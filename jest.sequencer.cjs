// The order jest hands test files to its two workers: longest first, so both workers finish together
// instead of one starting a two-minute file when the other has nothing left. Jest's own order uses
// the durations it cached from earlier runs; a fresh clone (CI) has none and would go by file size,
// which says little about a browser test's time. So the files below, measured in a whole `npm test`
// on a 2-core machine, go first, longest first; the others follow in jest's own order. Update the
// list when a file's time changes a lot (jest prints the slow ones), and keep it short.
const Sequencer = require('@jest/test-sequencer').default;

/** Seconds each slow file took on one worker, as measured (see docs/testing.md). */
const measuredSeconds = {
  'e2e/a11y.test.ts': 148,
  'e2e/widths.test.ts': 98,
  'e2e/service-quote-nojs.test.ts': 92,
  'e2e/service-quote.test.ts': 80,
  'e2e/homeowner-paths.test.ts': 54,
  'e2e/credentials.test.ts': 52,
  'e2e/leads.test.ts': 47,
  'e2e/hydration.test.ts': 36,
  'e2e/quote-jobs.test.ts': 32,
  'e2e/carousel.test.ts': 32,
  'scripts/photoPipeline.test.ts': 21,
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

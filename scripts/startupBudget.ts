/**
 * The start-up JavaScript budget: the most gzipped JavaScript (level 9) a page's HTML may start, on
 * every route. Enforced by e2e/script-budget.test.ts and reported by `npm run bench`.
 */
export const STARTUP_BUDGET_KB = 90;
export const STARTUP_BUDGET_BYTES = STARTUP_BUDGET_KB * 1024;

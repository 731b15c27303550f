import { backoffDelayMs } from './backoff';

describe('backoffDelayMs', () => {
  const backoff = { baseMs: 1000, capMs: 30_000 };

  test('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => backoffDelayMs(n, backoff))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
  test('before the first retry it is the base; no count, however large, gives Infinity or NaN', () => {
    expect(backoffDelayMs(0, backoff)).toBe(1000);
    expect(backoffDelayMs(5000, backoff)).toBe(30_000);
    expect(backoffDelayMs(5000, { baseMs: 0, capMs: 30_000 })).toBe(0);
  });
});

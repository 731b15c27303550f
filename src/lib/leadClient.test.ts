/**
 * The page's lead sending (src/lib/leadClient.ts) against a server that fails, on jest's fake clock:
 * the retries, their backoff (1, 2, 4 s from ui.retry) and the one idempotency key they all carry, in
 * no real time. The browser tests (e2e/leads.test.ts) check what the visitor sees around it.
 */
import { backoffDelayMs } from './backoff';
import { defaultRetryPolicy, sendLead } from './leadClient';

const payload = { kind: 'contact', idempotencyKey: 'key-1', name: 'Luis Ortega' };

/** A fetch answering 503 `failures` times, then 201 with an id; records when each attempt came. */
function failingServer(failures: number) {
  const attempts: { at: number; body: string }[] = [];
  const fetch = jest.fn(async (_url: string, init: RequestInit) => {
    attempts.push({ at: Date.now(), body: String(init.body) });
    return attempts.length <= failures
      ? new Response('{}', { status: 503 })
      : new Response(JSON.stringify({ ok: true, id: 'lead-1' }), { status: 201 });
  });
  return { fetch, attempts };
}

beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
});
afterEach(() => {
  jest.useRealTimers();
});

test('a server that fails twice: the third attempt sends it, after 1 s and 2 s, with the same key', async () => {
  const server = failingServer(2);
  global.fetch = server.fetch as unknown as typeof fetch;
  const sent = sendLead(payload);
  await jest.runAllTimersAsync();
  expect(await sent).toEqual({ outcome: 'sent', id: 'lead-1' });
  expect(server.attempts.map((a) => a.at)).toEqual([0, 1000, 3000]);
  expect(new Set(server.attempts.map((a) => a.body))).toEqual(new Set([JSON.stringify(payload)]));
});

test('when every attempt fails: the first try and 3 retries, 1 + 2 + 4 s apart, then "failed"', async () => {
  const server = failingServer(Infinity);
  global.fetch = server.fetch as unknown as typeof fetch;
  const sent = sendLead(payload);
  await jest.runAllTimersAsync();
  expect(await sent).toEqual({ outcome: 'failed' });
  expect(defaultRetryPolicy.retries).toBe(3);
  expect(server.attempts.map((a) => a.at)).toEqual([
    0,
    backoffDelayMs(1, defaultRetryPolicy),
    backoffDelayMs(1, defaultRetryPolicy) + backoffDelayMs(2, defaultRetryPolicy),
    backoffDelayMs(1, defaultRetryPolicy) +
      backoffDelayMs(2, defaultRetryPolicy) +
      backoffDelayMs(3, defaultRetryPolicy),
  ]);
  expect(server.attempts.map((a) => a.at)).toEqual([0, 1000, 3000, 7000]);
});

test('a network failure is retried like a 5xx; a 4xx is not', async () => {
  let calls = 0;
  global.fetch = jest.fn(async () => {
    calls += 1;
    if (calls === 1) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ message: 'Blocked origin' }), { status: 403 });
  }) as unknown as typeof fetch;
  const sent = sendLead(payload);
  await jest.runAllTimersAsync();
  expect(await sent).toEqual({ outcome: 'refused', message: 'Blocked origin' });
  expect(calls).toBe(2);
});

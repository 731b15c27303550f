/**
 * The page asks for windows only for a request the API will let book a visit: its reading of a quote
 * request (visitRequest) agrees with the server's (server/bookings/visits.ts) for every service and
 * kind of job, with and without them posted.
 */
import { leadVisit } from '../../server/bookings/visits';
import { availability } from '../content/availability';
import { jobKinds } from '../content/jobKinds';
import type { ServiceValue } from '../content/quoteOptions';
import { bookWindow, forgetOpenWindows, openWindowsSoon, visitRequest } from './bookingClient';

const lead = (data: Record<string, unknown>) => ({ id: 'lead', kind: 'quote', data, spamReason: null });

const requests: { service?: string; job?: string }[] = [
  {},
  ...(Object.keys(jobKinds) as ServiceValue[]).flatMap((service) => [
    { service },
    ...jobKinds[service].map((kind) => ({ service, job: kind.value })),
  ]),
];

test.each(requests.map((request) => [JSON.stringify(request), request] as const))(
  '%s: asked for exactly when the API books it, under the same service and job',
  (_name, request) => {
    const server = leadVisit(availability, lead(request));
    const page = visitRequest(request.service, request.job);
    expect(page).toEqual(server ? { service: server.service, job: server.job } : null);
  },
);

test('a foundation inspection and a new fence book a visit; landscaping does not', () => {
  expect(visitRequest('foundation-repair', 'inspection')).toEqual({ service: 'foundation-repair', job: 'inspection' });
  expect(visitRequest(undefined, undefined)).toEqual({ service: 'fences', job: 'new' });
  expect(visitRequest('landscaping', undefined)).toBeNull();
});

describe('openWindowsSoon: the windows asked for while the visitor types', () => {
  const visit = { service: 'foundation-repair', job: 'inspection' };
  const list = (label: string) => ({
    visit: { label: 'Free foundation inspection', minutes: 60 },
    days: [{ date: '2026-11-30', label, windows: [] }],
  });
  let answers: unknown[];
  let fetchMock: jest.SpyInstance;

  beforeEach(() => {
    forgetOpenWindows();
    answers = [];
    fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return new Response(JSON.stringify(next), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
  });
  afterEach(() => fetchMock.mockRestore());

  const asked = () => fetchMock.mock.calls.map(([url]) => String(url));

  test('asks once for the first focus; the submit a moment later gets that answer without asking again', async () => {
    answers.push(list('Monday'));
    const t0 = 1_000_000;
    await openWindowsSoon(visit, t0);
    await expect(openWindowsSoon(visit, t0 + 30_000)).resolves.toEqual(list('Monday'));
    expect(asked()).toEqual(['/api/bookings/windows?service=foundation-repair&job=inspection']);
  });

  test('renews the list after a minute, while the submit still gets the kept one at once', async () => {
    answers.push(list('Monday'), list('Tuesday'));
    const t0 = Date.now();
    await openWindowsSoon(visit, t0);
    // A minute later: asked again, and the answer given at once is the one kept (under five minutes old).
    await expect(openWindowsSoon(visit, t0 + 61_000)).resolves.toEqual(list('Monday'));
    expect(asked()).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(openWindowsSoon(visit, t0 + 62_000)).resolves.toEqual(list('Tuesday'));
    expect(asked()).toHaveLength(2);
  });

  test('a list more than five minutes old is not offered: the submit waits for the new one', async () => {
    answers.push(list('Monday'), list('Wednesday'));
    const t0 = Date.now();
    await openWindowsSoon(visit, t0);
    await expect(openWindowsSoon(visit, t0 + 5 * 60_000 + 1)).resolves.toEqual(list('Wednesday'));
  });

  test('a list that could not be had is asked for again at the next focus', async () => {
    answers.push(new TypeError('offline'), list('Monday'));
    const t0 = 1_000_000;
    await expect(openWindowsSoon(visit, t0)).resolves.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(openWindowsSoon(visit, t0 + 1_000)).resolves.toEqual(list('Monday'));
    expect(asked()).toHaveLength(2);
  });

  test('another kind of visit has its own list', async () => {
    answers.push(list('Monday'), list('Friday'));
    await openWindowsSoon(visit, 1_000_000);
    await expect(openWindowsSoon({ service: 'fences', job: 'new' }, 1_000_000)).resolves.toEqual(list('Friday'));
  });

  test('a booking forgets the lists: the next request asks afresh', async () => {
    answers.push(
      list('Monday'),
      { booking: { reference: 'R', start: '', end: '', day: '', time: '' } },
      list('Thursday'),
    );
    await openWindowsSoon(visit, 1_000_000);
    await expect(bookWindow({ lead: 'l', token: 't', window: 'w' })).resolves.toMatchObject({ outcome: 'booked' });
    await expect(openWindowsSoon(visit, 1_000_001)).resolves.toEqual(list('Thursday'));
  });
});

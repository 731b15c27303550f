/**
 * The page asks for windows only for a request the API will let book a visit: its reading of a quote
 * request (visitRequest) agrees with the server's (server/bookings/visits.ts) for every service and
 * kind of job, with and without them posted.
 */
import { leadVisit } from '../../server/bookings/visits';
import { availability } from '../content/availability';
import { jobKinds } from '../content/jobKinds';
import type { ServiceValue } from '../content/quoteOptions';
import { visitRequest } from './bookingClient';

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

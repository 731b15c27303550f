/**
 * The visitor's private links to reschedule or cancel a booked visit, sent in the booking's e-mail:
 * `<SITE_URL>/api/bookings/reschedule?booking=<id>&v=<sequence>&sig=<hmac>` and the same for cancel.
 *
 * Rules: the signature is an HMAC-SHA256 of the purpose, the booking's id and its sequence under the
 * lead API's secret, compared in constant time, so an edited id or version, another booking's
 * signature or a made-up one opens nothing. The sequence rises on every change, so a link from before
 * a change (a replay) no longer matches the booking and is dead; so is every link of a cancelled
 * booking, and of a visit whose window has begun (the routes check both against the database). No
 * account: whoever holds the e-mail holds the links, as for the booking's reference by phone.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type ManageAction = 'reschedule' | 'cancel';

export interface ManageLink {
  booking: string;
  /** The booking's sequence when the link was made. */
  version: number;
  sig: string;
}

export function signManageLink(secret: string, bookingId: string, version: number): string {
  return createHmac('sha256', secret).update(`booking-manage:${bookingId}:${version}`).digest('base64url');
}

/** Whether `sig` was made by this server for this booking at this version. */
export function checkManageLink(secret: string, link: ManageLink): boolean {
  const expected = Buffer.from(signManageLink(secret, link.booking, link.version));
  const given = Buffer.from(link.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The link's full URL on the site (the API answers under /api/ on SITE_URL in every deployment). */
export function manageUrl(
  siteUrl: string,
  action: ManageAction,
  secret: string,
  booking: { id: string; sequence: number },
): string {
  const query = new URLSearchParams({
    booking: booking.id,
    v: String(booking.sequence),
    sig: signManageLink(secret, booking.id, booking.sequence),
  });
  return `${siteUrl}/api/bookings/${action}?${query}`;
}

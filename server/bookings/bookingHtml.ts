/**
 * The booking API's pages for visitors without JavaScript: the choice of windows as a form (a group
 * of radio buttons per day and one button, posting to /api/bookings), and the answer to that post
 * (booked, or what went wrong with the windows to pick again). Plain documents, every value escaped,
 * so the booking works from a page on any static host with the API anywhere.
 */
import { business, telHref } from '../../src/content/business';
import { leadFormCopy } from '../../src/content/leadForms';
import { escapeHtml } from '../../src/lib/escapeHtml';
import { windowId, windowLabels, type ArrivalWindow, type DayOfWindows } from './windows';

export interface WindowsFormOptions {
  title: string;
  /** A sentence above the choice (what went wrong, when something did). */
  message?: string;
  /** The visit being booked, e.g. "Free foundation inspection". */
  visitLabel: string;
  days: DayOfWindows[];
  /** Where the choice is posted, and the hidden fields that say whose booking it is. */
  action: string;
  hidden: Record<string, string>;
  /** The button's words (default "Book this time"). */
  button?: string;
  timeZone: string;
  /** The request's thank-you page on the site, for a visitor who would rather be called. */
  callMeInstead?: string;
}

const callLine = () => `<a href="${escapeHtml(telHref)}">${escapeHtml(business.phone.display)}</a>`;

/**
 * A page of the API (served where the API is, maybe not the site's origin): self-contained, and with an
 * empty icon, so the browser asks the API for no /favicon.ico it does not have.
 */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title>
<link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:42rem;margin:0 auto;padding:1rem 1rem 3rem;line-height:1.6;color:#1f2937}.brand{margin:0 0 1.5rem;padding-bottom:.75rem;border-bottom:1px solid #e5e7eb;font-weight:700;color:#166534}h1{font-size:1.75rem;line-height:1.25;margin:0 0 .75rem;color:#14532d}h2{font-size:1.25rem;margin:1.5rem 0 .5rem;color:#14532d}a{color:#166534}[role=alert]{border-left:4px solid #b91c1c;background:#fef2f2;padding:.5rem .75rem}fieldset{border:0;margin:0 0 1rem;padding:0;min-width:0}legend{font-weight:700;padding:0;margin-bottom:.5rem}.windows{display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.5rem}.windows label{display:flex;align-items:center;gap:.5rem;min-height:2.75rem;box-sizing:border-box;padding:.5rem .75rem;border:1px solid #d1d5db;border-radius:.5rem;background:#fff;cursor:pointer;white-space:nowrap}.windows label:has(:checked){border-color:#166534;background:#f0fdf4;font-weight:600}input[type=radio]{flex:none;width:1.125rem;height:1.125rem;margin:0;accent-color:#166534}details{margin:0 0 1rem;border:1px solid #e5e7eb;border-radius:.5rem;padding:.5rem .75rem}summary{cursor:pointer;font-weight:700;color:#166534;min-height:2rem}details[open] summary{margin-bottom:.75rem}button{font:inherit;font-weight:600;min-height:2.75rem;padding:.75rem 1.5rem;border:0;border-radius:.5rem;background:#166534;color:#fff;cursor:pointer}ol{padding-left:1.5rem}li{margin:.5rem 0}:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style>
</head><body><header class="brand">${escapeHtml(business.name)}</header><main>${body}</main></body></html>`;
}

/** Days listed before "More days" (a native <details>), as the page's own choice of windows shows them. */
const daysShown = 4;

/**
 * "Pick a time for your free estimate": the open windows as radio buttons grouped by day, the first
 * days at once and the rest behind "More days", so the button is never three weeks of days away.
 */
export function windowsFormHtml(options: WindowsFormOptions): string {
  const { title, message, visitLabel, days, action, hidden, timeZone, callMeInstead } = options;
  const intro = message ? `<p role="alert">${escapeHtml(message)}</p>` : '';
  const groups = days.map((day, dayIndex) => {
    const radios = day.windows
      .map((window, index) => {
        const id = `window-${dayIndex}-${index}`;
        const { time } = windowLabels(window, timeZone);
        return `<label for="${id}"><input type="radio" id="${id}" name="window" value="${escapeHtml(windowId(window.start, timeZone))}" required> ${escapeHtml(time)}</label>`;
      })
      .join('');
    return `<fieldset><legend>${escapeHtml(windowLabels(day.windows[0]!, timeZone).day)}</legend><div class="windows">${radios}</div></fieldset>`;
  });
  const later = groups.slice(daysShown).join('');
  const listed =
    groups.slice(0, daysShown).join('') + (later ? `<details><summary>More days</summary>${later}</details>` : '');
  const choice =
    days.length > 0
      ? `<form method="post" action="${escapeHtml(action)}">${hiddenFields(hidden)}${listed}<button type="submit">${escapeHtml(options.button ?? 'Book this time')}</button></form>`
      : `<p>There is no open time in the next weeks.</p>`;
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>${intro}<p>${escapeHtml(visitLabel)}: pick the window in which our estimator arrives. Your request is kept either way.</p>${choice}<p>Rather not pick now? ${callMeInstead ? `<a href="${escapeHtml(callMeInstead)}">Call me instead</a>: we` : 'We'} will call you to arrange a time, or call or text us at ${callLine()}.</p>`,
  );
}

const hiddenFields = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/** "Cancel your visit?": the visit, and one button that posts the cancellation. */
export function cancelFormHtml(
  reference: string,
  visitLabel: string,
  window: ArrivalWindow,
  timeZone: string,
  hidden: Record<string, string>,
): string {
  const { day, time } = windowLabels(window, timeZone);
  return page(
    'Cancel your visit',
    `<h1>Cancel your visit</h1><p>${escapeHtml(visitLabel)} on <strong>${escapeHtml(day)}</strong>, the estimator arriving in the window <strong>${escapeHtml(time)}</strong> (reference ${escapeHtml(reference)}).</p><form method="post" action="/api/bookings/cancel">${hiddenFields(hidden)}<button type="submit">Cancel the visit</button></form><p>Rather change the time? Use the other link in the e-mail, or call or text us at ${callLine()}.</p>`,
  );
}

/** The answer to a booked (or moved) window: the reference, the day, the window and what happens next. */
export function bookedHtml(
  reference: string,
  visitLabel: string,
  window: ArrivalWindow,
  timeZone: string,
  { title = 'Your visit is booked', steps = [] }: { title?: string; steps?: readonly string[] } = {},
): string {
  const { day, time } = windowLabels(window, timeZone);
  const next = steps.length
    ? `<h2>${escapeHtml(leadFormCopy.sentNextSteps)}</h2><ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`
    : `<p>To change or cancel it, call or text us at ${callLine()}.</p>`;
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(visitLabel)} on <strong>${escapeHtml(day)}</strong>, the estimator arriving in the window <strong>${escapeHtml(time)}</strong>.</p><p>Your reference: <strong>${escapeHtml(reference)}</strong>.</p>${next}<p><a href="/">Back to the website</a></p>`,
  );
}

/** The answer to a cancellation: the visit that was cancelled, the time free again, the request kept. */
export function cancelledHtml(reference: string, visitLabel: string, window: ArrivalWindow, timeZone: string): string {
  const { day, time } = windowLabels(window, timeZone);
  const title = 'Your visit is cancelled';
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(visitLabel)} on <strong>${escapeHtml(day)}</strong>, ${escapeHtml(time)} (reference ${escapeHtml(reference)}): cancelled, and the time is free again. Your request is kept.</p><p>To book another time, call or text us at ${callLine()}.</p><p><a href="/">Back to the website</a></p>`,
  );
}

/** A refusal with nothing to pick from (a forged link, a request without a visit). */
export function bookingMessageHtml(title: string, message: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p>Call or text us at ${callLine()}.</p><p><a href="/">Back to the website</a></p>`,
  );
}

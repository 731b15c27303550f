/**
 * The booking API's pages for visitors without JavaScript: the choice of windows as a form (a group
 * of radio buttons per day and one button, posting to /api/bookings), and the answer to that post
 * (booked, or what went wrong with the windows to pick again). Plain documents, every value escaped,
 * so the booking works from a page on any static host with the API anywhere.
 */
import { business } from '../../src/content/business';
import { leadFormCopy } from '../../src/content/leadForms';
import { escapeHtml } from '../../src/lib/escapeHtml';
import { bookingWords, wordsHtml } from '../words';
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
  /** The button's words (default: the choice's "Book this time"). */
  button?: string;
  timeZone: string;
  /** The request's thank-you page on the site, for a visitor who would rather be called. */
  callMeInstead?: string;
}

const { choice, pages } = bookingWords;

const backToSite = () => `<p><a href="/">${escapeHtml(pages.backToSite)}</a></p>`;

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
    groups.slice(0, daysShown).join('') +
    (later ? `<details><summary>${escapeHtml(choice.moreDays)}</summary>${later}</details>` : '');
  const form =
    days.length > 0
      ? `<form method="post" action="${escapeHtml(action)}">${hiddenFields(hidden)}${listed}<button type="submit">${escapeHtml(options.button ?? choice.book)}</button></form>`
      : `<p>${wordsHtml(pages.noneOpen)}</p>`;
  const notNow = callMeInstead
    ? wordsHtml(pages.notNowCallMe, {
        callMe: { html: `<a href="${escapeHtml(callMeInstead)}">${escapeHtml(choice.callInstead)}</a>` },
      })
    : wordsHtml(pages.notNow);
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>${intro}<p>${wordsHtml(pages.pickIntro, { visit: visitLabel })}</p>${form}<p>${notNow}</p>`,
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
  const visit = wordsHtml(pages.cancelVisit, {
    visit: visitLabel,
    day: { strong: day },
    time: { strong: time },
    reference,
  });
  return page(
    pages.cancelTitle,
    `<h1>${escapeHtml(pages.cancelTitle)}</h1><p>${visit}</p><form method="post" action="/api/bookings/cancel">${hiddenFields(hidden)}<button type="submit">${escapeHtml(pages.cancelButton)}</button></form><p>${wordsHtml(pages.cancelOther)}</p>`,
  );
}

/** The answer to a booked (or moved) window: the reference, the day, the window and what happens next. */
export function bookedHtml(
  reference: string,
  visitLabel: string,
  window: ArrivalWindow,
  timeZone: string,
  { title = choice.bookedTitle, steps = [] }: { title?: string; steps?: readonly string[] } = {},
): string {
  const { day, time } = windowLabels(window, timeZone);
  const next = steps.length
    ? `<h2>${escapeHtml(leadFormCopy.sentNextSteps)}</h2><ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`
    : `<p>${wordsHtml(pages.changeByPhone)}</p>`;
  const visit = wordsHtml(pages.bookedVisit, { visit: visitLabel, day: { strong: day }, time: { strong: time } });
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${visit}</p><p>${wordsHtml(pages.yourReference, { reference: { strong: reference } })}</p>${next}${backToSite()}`,
  );
}

/** The answer to a cancellation: the visit that was cancelled, the time free again, the request kept. */
export function cancelledHtml(reference: string, visitLabel: string, window: ArrivalWindow, timeZone: string): string {
  const { day, time } = windowLabels(window, timeZone);
  const title = pages.cancelledTitle;
  const visit = wordsHtml(pages.cancelledVisit, { visit: visitLabel, day: { strong: day }, time, reference });
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${visit}</p><p>${wordsHtml(pages.bookAnother)}</p>${backToSite()}`,
  );
}

/** A refusal with nothing to pick from (a forged link, a request without a visit). */
export function bookingMessageHtml(title: string, message: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p>${wordsHtml(pages.callUs)}</p>${backToSite()}`,
  );
}

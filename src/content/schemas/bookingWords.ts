/**
 * content/booking.json: the words of booking the free estimate visit, wherever a visitor meets them:
 * the choice of arrival windows on the page (src/components/booking/PickTime.tsx, and the same choice
 * the booking service shows a visitor without script), the service's pages that book, move and cancel
 * a visit, and the e-mails it sends. One file, so the page and the service's pages say the same
 * ("Book this time", "Your visit is booked"). Placeholders are filled when the file is read; the
 * values only the moment knows (the visit, the day, the window, the reference) are each field's own,
 * named in its hint (schemas/messages.ts, `messageText`).
 */
import { z } from 'zod';
import { line } from './messages';
import { text } from './shapes';

const visit = { visit: 'the visit’s name, like "Free foundation inspection"' };
const day = { day: 'the day, like "Monday, March 9"' };
const time = { time: 'the arrival window, like "8 AM - 10 AM"' };
const reference = { reference: 'the booking’s reference, like BK-7KQ2-M9XD' };

const choiceFields = z.strictObject({
      title: line('Title', 'Above the choice of arrival windows.'),
      intro: line('Words under the title', undefined, {
        ...visit,
        minutes: 'how long the visit takes, in minutes',
      }),
      formLabel: line('Name of the choice', 'What a screen reader calls the list of windows.'),
      moreDays: line('More days', 'Opens the later days.'),
      book: line('Book button'),
      booking: line('Book button while booking'),
      callInstead: line('Call me instead button'),
      noneOpen: line('No window open', 'When no window can be booked online.'),
      failed: line('Could not book', 'When the booking could not be made just now (the request is kept).'),
      bookedTitle: line('Booked: title'),
      bookedWhen: line('Booked: when', undefined, {
        ...day,
        start: 'when the window starts, like "8 AM"',
        end: 'when it ends, like "10 AM"',
      }),
      bookedReference: line('Booked: reference', undefined, reference),
      receiptOnItsWay: line('Booked: e-mail on its way', 'After the reference, when the visitor gave an e-mail.'),
      declinedTitle: line('Call me instead: title'),
      declinedText: line('Call me instead: words'),
    });

/** The first steps after a request whose visit is booked (src/content/thankYouSteps.ts). */
const afterBookingFields = z.strictObject({
  visitBooked: line('The booked visit', 'The first step, on the thank-you page and in the booking e-mail.', {
    visit: 'the visit’s name, in lowercase, like "free foundation inspection"',
    ...day,
    start: 'when the window starts, like "8 AM"',
    end: 'when it ends, like "10 AM"',
  }),
  untilVisitEmail: line('Until the visit, in the e-mail', 'The second step, in the booking e-mail (its links are above it).'),
  untilVisitPage: line('Until the visit, on the page', 'The second step, on the page once the time is booked.'),
});

export const bookingFile = z.strictObject({
  choice: choiceFields.meta({ title: 'Choosing a time (on the page and without script)' }),
  pages: z
    .strictObject({
      pickAgainTitle: line('Pick again: title', 'When the time picked could not be booked (without script).'),
      pickIntro: line('Pick: words under the title', 'Without script.', visit),
      notNow: line('Not now', 'Under the choice.'),
      notNowCallMe: line('Not now, with the call me link', 'Under the choice, when the request has its own page.', {
        callMe: 'the "Call me instead" link to the request’s page',
      }),
      noneOpen: line('No window open (without script)'),
      rescheduleTitle: line('Change the time: title'),
      rescheduleIntro: line('Change the time: words', undefined, { ...day, ...time, ...reference }),
      move: line('Change the time: button'),
      cancelTitle: line('Cancel: title'),
      cancelVisit: line('Cancel: the visit', undefined, { ...visit, ...day, ...time, ...reference }),
      cancelButton: line('Cancel: button'),
      cancelOther: line('Cancel: rather change the time'),
      bookedVisit: line('Booked or moved: the visit', undefined, { ...visit, ...day, ...time }),
      yourReference: line('Booked or moved: reference', undefined, reference),
      changeByPhone: line('Booked or moved: to change it', 'When there are no next steps to list.'),
      movedTitle: line('Moved: title'),
      cancelledTitle: line('Cancelled: title'),
      cancelledVisit: line('Cancelled: the visit', undefined, { ...visit, ...day, ...time, ...reference }),
      bookAnother: line('Cancelled: to book another'),
      callUs: line('Call us', 'Under a refusal.'),
      backToSite: line('Back to the website link'),
      visitFallback: line(
        'A visit no longer offered',
        'The visit’s name on a booking whose service or kind of job no longer books one.',
      ),
    })
    .meta({ title: 'The booking service’s pages (booked, moved, cancelled)' }),
  emails: z
    .strictObject({
      hello: line('Greeting', undefined, { name: 'the visitor’s first name' }),
      helloNoName: line('Greeting without a name'),
      receiptSubject: line('Receipt: subject', undefined, reference),
      receiptThanks: line('Receipt: first line'),
      referenceLabel: line('Label: reference'),
      askedForLabel: line('Label: what was asked for'),
      addressLabel: line('Label: address'),
      aMessage: line('What was asked for: a contact message'),
      officeOpen: line('Receipt: office open'),
      officeClosed: line('Receipt: office closed', undefined, { opening: 'when it opens, like "Monday, November 2, from 8 AM"' }),
      pickTime: line('Receipt: pick a time link', undefined, { visit: 'the visit’s name, in lowercase' }),
      pickTimeNote: line('Receipt: after the link'),
      sooner: line('Need us sooner'),
      officeHours: line('Office hours', 'Before the hours.'),
      visitLabel: line('Label: visit'),
      whenLabel: line('Label: when'),
      wasLabel: line('Label: when (cancelled)'),
      whereLabel: line('Label: where'),
      lengthLabel: line('Label: length'),
      length: line('Length', undefined, { minutes: 'the visit’s minutes' }),
      window: line('When', undefined, { ...day, ...time }),
      inviteAttached: line('Invite attached'),
      changeTime: line('Change the time link'),
      cancelVisit: line('Cancel link'),
      linksYours: line('About the links'),
      cancelledIntro: line('Cancelled: words'),
      questions: line('Questions'),
    })
    .meta({ title: 'E-mails to the visitor (receipt, booked, moved, cancelled)' }),
  afterBooking: afterBookingFields.meta({ title: 'What happens next, once a visit is booked (page and e-mail)' }),
});

export type BookingFile = z.output<typeof bookingFile>;

/** What src/content/bookingWords.ts gives the page: the choice's words and the steps after booking, filled (each a text). */
const filled = (fields: z.ZodObject) => z.strictObject(Object.fromEntries(Object.keys(fields.shape).map((name) => [name, text])));

export const bookingWordsContent = z.strictObject({
  bookingChoice: filled(choiceFields),
  /** The first steps once a visit is booked, for src/content/thankYouSteps.ts (the page's chunk and the server). */
  afterBooking: filled(afterBookingFields),
});

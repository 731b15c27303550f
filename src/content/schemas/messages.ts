/**
 * content/messages.json: what the lead and booking service says to a visitor when it answers a form
 * (a request it cannot take, a booking link that no longer works, a time that is gone). The owner
 * words them; the server says them (server/words.ts reads the file when it starts).
 *
 * A message may name a business fact by its placeholder ("call us at {phone}"), filled when the file
 * is read, and some have a value of their own that the server fills when it says them: the booking's
 * reference in "already booked (reference {reference})". Each such field says which it has, in its
 * hint; a name that is neither is refused, naming the ones it may use.
 */
import { z } from 'zod';
import { placeholderHint, placeholders, unknownPlaceholderMessage, unknownPlaceholders } from '../placeholders';
import { text } from './shapes';

/** Each of a message's own values, by name, with what it stands for (for the editor's hint). */
export type OwnValues = Record<string, string>;

/**
 * Words the server says: the business's placeholders filled when the file is read; the message's own
 * values (`own`) kept as written, for the server to fill (`fillOwn`).
 */
export function messageText(own: OwnValues = {}, about?: string) {
  const ownNames = Object.keys(own);
  const ownHint = ownNames.length
    ? ` This message also has its own: ${ownNames.map((name) => `{${name}} (${own[name]})`).join(', ')}.`
    : '';
  return text
    .superRefine((value, ctx) => {
      const unknown = unknownPlaceholders(value).filter((written) => !ownNames.includes(written.slice(1, -1)));
      if (unknown.length)
        ctx.addIssue({
          code: 'custom',
          message: `${unknownPlaceholderMessage(unknown)}${ownHint}`,
          input: value,
        });
    })
    .transform((value) =>
      value.replace(/\{([^{}\s]*)\}/g, (written, name: string) =>
        ownNames.includes(name) ? written : placeholders[name as keyof typeof placeholders],
      ),
    )
    .meta({ description: `${about ? `${about} ` : ''}${placeholderHint}.${ownHint}`, multiline: true });
}


/** A message field: its label in the editor, what it is for, and its own values. */
export const line = (title: string, about?: string, own?: OwnValues) => messageText(own, about).meta({ title });

export const messagesFile = z.strictObject({
  requestRefused: z
    .strictObject({
      invalid: line('Fields to correct', 'Above the list of fields a visitor must correct.'),
      forbidden: line('Sent from another website', 'A form posted from anywhere but this site.'),
      tooLarge: line('Too long', 'A request larger than the form takes.', { limit: 'the most it takes, like "32 KB"' }),
      mediaType: line('Not a form', 'A post that is not a form (a program sending something else).'),
      malformed: line('Unreadable', 'A request that could not be read.'),
      empty: line('Empty', 'A request with nothing in it.'),
      rateLimited: line('Too many at once', 'Several requests from one visitor in a minute.'),
      unavailable: line('Not saved', 'The requests could not be saved just now (the visitor should try again or call).'),
      server: line('Something went wrong', 'An error on the site’s side (the visitor should try again or call).'),
      notSentTitle: line('Page title: not sent', 'The title of the page a visitor without script sees instead.'),
      waitTitle: line('Page title: too many at once'),
      checkTitle: line('Page title: fields to correct'),
      errorTitle: line(
        'Page title: the form’s page with its mistakes marked',
        'A visitor without script gets the form’s own page back, the fields to correct marked.',
        { title: 'the page’s own title, like "Fence sales"' },
      ),
      callUs: line('Call us instead', 'Under every such message; the phone number in it becomes a link.'),
      back: line('Back to the form', 'The link back to the page of the form.'),
    })
    .meta({ title: 'A request that could not be sent' }),
  checkAndSend: z
    .strictObject({
      title: line('Title', 'The page that asks a visitor without script to check the form and send it again.'),
      intro: line('Words under the title'),
      callUs: line('Call us instead', 'Under the form; the phone number in it becomes a link.'),
    })
    .meta({ title: 'Check and send again (visitors without script)' }),
  officeOpens: line(
    'When the office next opens',
    'In the receipt e-mail sent while the office is closed: when a person will see the request.',
    { day: 'the weekday and date, like "Monday, November 30"', time: 'the opening time, like "8 AM"' },
  ),
  booking: z
    .strictObject({
      forged: line('A booking link that is not ours'),
      noVisit: line('A request that books no visit'),
      notReal: line('A request to check first', 'A request that looks like spam: no visit until we check it.'),
      fields: line('No time picked'),
      service: line('A service without visits'),
      notBookedTitle: line('Page title: not booked'),
      leadBooked: line('Already booked', 'A second booking for the same request.', {
        reference: 'the booking’s reference, like BK-7KQ2-M9XD',
      }),
      window: z
        .strictObject({
          'not-a-window': line('Not one of our times'),
          past: line('A time that has passed'),
          'too-soon': line('A time too soon'),
          'too-far': line('A time too far ahead'),
          closed: line('A day we are closed'),
          full: line('A time just taken'),
        })
        .meta({ title: 'A time that cannot be booked' }),
    })
    .meta({ title: 'Booking a visit' }),
  visitLinks: z
    .strictObject({
      notValidTitle: line('Page title: a link that is not ours'),
      forged: line('A link that is not ours', 'A change or cancel link that was altered or is not ours.'),
      noLongerWorksTitle: line('Page title: a link that no longer works'),
      stale: line('A link that no longer works', 'A link from an e-mail sent before the visit was changed.'),
      cannotChangeTitle: line('Page title: too late to change'),
      past: line('Too late to change', 'A visit that has begun or passed.'),
      same: line('The same time', 'A new time that is the time the visitor already has.'),
    })
    .meta({ title: 'The links to change or cancel a visit' }),
});

export type MessagesFile = z.output<typeof messagesFile>;

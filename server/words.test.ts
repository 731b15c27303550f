/**
 * The server's words are the owner's (content/messages.json): read with the business's facts filled,
 * a message's own value left for the server, and a mistake refused naming the field.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { business } from '../src/content/business';
import { messagesFile } from '../src/content/schemas/messages';
import { bookingMessages } from './bookings/messages';
import { messages } from './leads/replies';
import { bookingWords, fillOwn, MESSAGES_FILE, readBookingWords, readMessages, words, wordsHtml } from './words';

const shipped = JSON.parse(readFileSync(MESSAGES_FILE, 'utf8'));

/** The file with one field changed, parsed as the build and the server parse it. */
function parsedWith(change: (file: typeof shipped) => void) {
  const file = structuredClone(shipped);
  change(file);
  return messagesFile.safeParse(file);
}

test('the business’s placeholders are filled: the phone is the business details’ phone', () => {
  expect(shipped.requestRefused.unavailable).toContain('{phone}');
  expect(words.requestRefused.unavailable).toContain(business.phone.display);
  expect(JSON.stringify(words)).not.toMatch(/\{(?!reference\}|limit\}|title\}|day\}|time\})[^{}\s]*\}/);
});

test('a message’s own value is left for the server, which fills it when it says it', () => {
  expect(words.booking.leadBooked).toContain('{reference}');
  expect(bookingMessages.leadBooked('BK-7KQ2-M9XD')).toContain('(reference BK-7KQ2-M9XD)');
  expect(bookingMessages.leadBooked('BK-7KQ2-M9XD')).not.toContain('{');
  expect(messages.tooLarge).toContain('32 KB at most');
  expect(fillOwn('a {b} c', {})).toBe('a {b} c');
});

test('a misspelt placeholder is refused, naming the field, the name and the names there are', () => {
  const result = parsedWith((file) => (file.booking.notReal = 'Call us at {phnoe}.'));
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  expect(issue.path).toEqual(['booking', 'notReal']);
  expect(issue.message).toMatch(/\{phnoe\} is not one the site knows.*\{phone\}/);
});

test('one message’s own value is not another’s: {reference} is refused where there is no booking', () => {
  const result = parsedWith((file) => (file.requestRefused.forbidden = 'Not sent (reference {reference}).'));
  expect(result.success).toBe(false);
  expect(result.error!.issues[0]!.path).toEqual(['requestRefused', 'forbidden']);
  expect(parsedWith((file) => (file.booking.leadBooked = 'Booked already ({reference}).')).success).toBe(true);
});

test('an empty message and a missing one are refused', () => {
  const empty = parsedWith((file) => (file.visitLinks.stale = '   '));
  expect(empty.success).toBe(false);
  expect(empty.error!.issues[0]!.path).toEqual(['visitLinks', 'stale']);
  const missing = parsedWith((file) => delete file.booking.window.full);
  expect(missing.success).toBe(false);
  expect(missing.error!.issues[0]!.path).toEqual(['booking', 'window', 'full']);
});

test('the owner’s change is what the server reads; a broken file stops it, naming the file', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'messages-'));
  try {
    cpSync('content', path.join(root, 'content'), { recursive: true });
    const file = structuredClone(shipped);
    file.booking.window.full = 'Someone just booked that time. Pick another, or call {phone}.';
    writeFileSync(path.join(root, MESSAGES_FILE), JSON.stringify(file));
    expect(readMessages(root).booking.window.full).toBe(
      `Someone just booked that time. Pick another, or call ${business.phone.display}.`,
    );
    file.booking.window.full = '';
    writeFileSync(path.join(root, MESSAGES_FILE), JSON.stringify(file));
    expect(() => readMessages(root)).toThrow(/content\/messages\.json has mistakes/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('the booking words: the page’s choice and the service’s pages say the same, from one file', async () => {
  const { bookingChoice } = await import('../src/content/bookingWords');
  const booking = readBookingWords();
  expect(bookingChoice).toEqual(booking.choice);
  expect(bookingWords.choice.noneOpen).toContain(business.phone.display);
  expect(bookingWords.pages.cancelVisit).toContain('{reference}');
});

test('a booking page fills its own values escaped, in bold where asked, and links the phone', () => {
  const html = wordsHtml('{visit} on {day}, call {phone}'.replace('{phone}', business.phone.display), {
    visit: '<b>Fence</b>',
    day: { strong: 'Monday' },
  });
  expect(html).toContain('&lt;b&gt;Fence&lt;/b&gt; on <strong>Monday</strong>');
  expect(html).toContain(`<a href="tel:`);
  expect(wordsHtml('{callMe}: or call', { callMe: { html: '<a href="/x">Call me</a>' } })).toBe(
    '<a href="/x">Call me</a>: or call',
  );
});

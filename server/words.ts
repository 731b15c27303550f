/**
 * The owner's words for what the server says to visitors, read once when the server starts with the
 * business's placeholders filled: content/messages.json (a request or a booking it cannot take; its
 * schema `messagesFile`, src/content/schemas/messages.ts) and content/booking.json (the booking
 * pages and the visitor's e-mails; `bookingFile`, schemas/booking.ts). The build has already checked
 * both (scripts/contentCheck.ts), so a mistake here means a file changed since: the server refuses to
 * start, naming the file, rather than answer with broken words.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { business, telHref } from '../src/content/business';
import { escapeHtml } from '../src/lib/escapeHtml';
import { bookingFile } from '../src/content/schemas/bookingWords';
import { messagesFile } from '../src/content/schemas/messages';

export { fillOwn } from '../src/content/ownValues';

/** Where the files are, from the project's root. */
export const MESSAGES_FILE = 'content/messages.json';
export const BOOKING_FILE = 'content/booking.json';

function readWords<Schema extends z.ZodType>(file: string, schema: Schema, root: string): z.output<Schema> {
  const result = schema.safeParse(JSON.parse(readFileSync(path.join(root, file), 'utf8')));
  if (!result.success)
    throw new Error(`${file} has mistakes: run npm run build:content to see what to write (${result.error.message})`);
  return result.data;
}

/** The words of content/messages.json (under `root`) as the server says them. */
export const readMessages = (root = '.') => readWords(MESSAGES_FILE, messagesFile, root);

/** The words of content/booking.json (under `root`) as the server says them. */
export const readBookingWords = (root = '.') => readWords(BOOKING_FILE, bookingFile, root);

/** The server's words, from the project's root. */
export const words = readMessages();
export const bookingWords = readBookingWords();

/** A value of a message's own: text (escaped, in bold when `strong`), or HTML made here (a link). */
type OwnValue = string | { strong: string } | { html: string };

/**
 * The owner's `words` as HTML: escaped, each own value put in ({day} → <strong>Monday, March 9</strong>),
 * and the business's phone number a link to call it.
 */
export function wordsHtml(words: string, values: Record<string, OwnValue> = {}): string {
  const phone = escapeHtml(business.phone.display);
  const linked = escapeHtml(words).replaceAll(phone, `<a href="${escapeHtml(telHref)}">${phone}</a>`);
  return linked.replace(/\{([^{}\s]*)\}/g, (written, name: string) => {
    const value = values[name];
    if (value === undefined) return written;
    if (typeof value === 'string') return escapeHtml(value);
    return 'html' in value ? value.html : `<strong>${escapeHtml(value.strong)}</strong>`;
  });
}

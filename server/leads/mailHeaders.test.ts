/**
 * The lead e-mail's headers as a mail client reads them (server/leads/mailer.ts): a visitor who types
 * an RFC 2047 encoded word ("=?utf-8?B?…?=") into a name must see, in the owner's inbox, the text they
 * typed, never what it decodes to (a right-to-left override, a fake "Bcc:" line).
 */
import nodemailer from 'nodemailer';
import { mailOptionsFor } from './mailer';
import type { StoredLead } from './store';

const lead = (data: Record<string, unknown>): StoredLead => ({
  id: 'lead-1',
  idempotencyKey: 'key-00000001',
  kind: data.name ? 'contact' : 'quote',
  formId: 'contact',
  data,
  spamReason: null,
  reviewReason: null,
  ip: null,
  userAgent: null,
  page: null,
  createdAt: Date.UTC(2026, 4, 6, 7, 8, 9),
});

/** The raw message nodemailer would send, built by its own stream transport. */
async function rawMessage(stored: StoredLead): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(
    mailOptionsFor(stored, 'job-1', { from: 'Site <site@example.com>', to: 'owner@example.com' }),
  );
  return (info.message as Buffer).toString('utf8');
}

/** A header's value, unfolded. */
function header(raw: string, name: string): string {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]/g, ' ');
  const line = head.split('\r\n').find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line!.slice(name.length + 1).trim();
}

/**
 * What a lenient mail client shows: every encoded word decoded, once, even inside quotes (clients do
 * that, though RFC 2047 says not to), white space between adjacent encoded words dropped.
 */
function asMailClientShows(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

const rloWord = `=?utf-8?B?${Buffer.from('\u202eevil').toString('base64')}?=`;
const bccWord = `=?utf-8?Q?x=0ABcc:_victim@example.com?=`;

describe('encoded words typed by a visitor reach the inbox as typed', () => {
  it.each([
    ['a right-to-left override', rloWord],
    ['a fake Bcc line', bccWord],
    ['an encoded word between words', `Ada ${rloWord} Lovelace`],
  ])('in a quote request: %s in the first name', async (_name, firstName) => {
    const raw = await rawMessage(
      lead({
        firstName,
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '(214) 555-0147',
        address: '1 Elm St',
        service: 'other',
        job: 'new',
        timeline: 'planning',
        privacyConsent: true,
      }),
    );
    const subject = asMailClientShows(header(raw, 'Subject'));
    expect(subject).toContain(`: ${firstName} Lovelace (`);
    const replyTo = asMailClientShows(header(raw, 'Reply-To'));
    expect(replyTo.replace(/^"|" <.*$|\s<.*$/g, '')).toBe(`${firstName} Lovelace`);
    expect(subject + replyTo).not.toMatch(/\u202e|\nBcc/);
  });

  it('in a contact message: the name', async () => {
    const raw = await rawMessage(lead({ name: rloWord, email: 'bo@example.com', phone: '', message: 'Hi' }));
    expect(asMailClientShows(header(raw, 'Subject'))).toBe(`New contact message: ${rloWord}`);
    expect(asMailClientShows(header(raw, 'Reply-To'))).toContain(rloWord);
  });

  it('plain names stay plain', async () => {
    const raw = await rawMessage(lead({ name: 'Bo Diddley', email: 'bo@example.com', phone: '', message: 'Hi' }));
    expect(header(raw, 'Subject')).toBe('New contact message: Bo Diddley');
    expect(header(raw, 'Reply-To')).toBe('Bo Diddley <bo@example.com>');
  });
});

/**
 * The server's last typed words are the owner's (content/messages.json): the title of the form's
 * page sent back with its mistakes marked (`requestRefused.errorTitle`) and when the office next
 * opens in the receipt e-mail (`officeOpens`). Reworded here as an owner would, the server says the
 * new words; written with markup, the title shows it as text.
 */
import { DateTime } from 'luxon';
import { parse } from 'node-html-parser';

type Words = typeof import('../words');

/** noScriptHtml and officeHours, fresh, reading `change` applied to the shipped messages. */
function withMessages(change: (words: Words['words']) => Words['words']) {
  let modules: { noScript: typeof import('./noScriptHtml'); hours: typeof import('./officeHours') } | undefined;
  jest.isolateModules(() => {
    jest.doMock('../words', () => {
      const actual = jest.requireActual<Words>('../words');
      return { ...actual, words: change(actual.words) };
    });
    /* eslint-disable @typescript-eslint/no-require-imports -- fresh copies that read the changed words */
    modules = {
      noScript: require('./noScriptHtml') as typeof import('./noScriptHtml'),
      hours: require('./officeHours') as typeof import('./officeHours'),
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return modules!;
}

const page =
  '<!DOCTYPE html><html><head><title>Contact</title></head><body><form method="post" action="/api/leads">' +
  '<input type="hidden" value="contact" name="kind"><input type="hidden" value="contact" name="formId">' +
  '<input id="contact-name" name="name"></form></body></html>';

/** The page's title after an invalid post of the contact form. */
function errorPageTitle(noScript: typeof import('./noScriptHtml')) {
  const html = noScript.formErrorHtml({
    html: page,
    kind: 'contact',
    formId: 'contact',
    values: { name: '' },
    errors: { name: 'Enter your name.' },
    fieldOrder: ['name'],
    token: 't',
    idempotencyKey: 'k',
    fresh: { token: () => 't2', key: () => 'k2' },
  });
  return parse(html!).querySelector('title')!;
}

test('the error page’s title is the owner’s, around the page’s own title', () => {
  const { noScript } = withMessages((words) => ({
    ...words,
    requestRefused: { ...words.requestRefused, errorTitle: 'Check the form: {title}' },
  }));
  expect(errorPageTitle(noScript).text).toBe('Check the form: Contact');
});

test('markup the owner types in the title is shown as text, never made into elements', () => {
  const { noScript } = withMessages((words) => ({
    ...words,
    requestRefused: { ...words.requestRefused, errorTitle: '<b>Error</b> {title}' },
  }));
  const title = errorPageTitle(noScript);
  expect(title.text).toBe('<b>Error</b> Contact');
  expect(title.querySelector('b')).toBeNull();
});

test('when the office next opens is said in the owner’s words, with the day and the time filled', () => {
  const { hours } = withMessages((words) => ({ ...words, officeOpens: 'at {time} on {day}' }));
  const opens = DateTime.fromISO('2026-11-30T08:30', { zone: 'America/Chicago' });
  expect(hours.openingText(opens)).toBe('at 8:30 AM on Monday, November 30');
});

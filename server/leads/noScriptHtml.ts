/**
 * The HTML documents the lead API sends to a browser posting without JavaScript (replies.ts decides
 * when; this module only writes them):
 *
 * 1. formErrorHtml: the 422 answer to an invalid no-JS post: the page the form was on, scripts
 *    removed (so nothing re-renders over it), the form refilled with what was typed, each invalid
 *    control marked (aria-invalid, aria-describedby, a message right after it) and an error summary
 *    with links to the fields as the form's first child.
 * 2. checkAndSendHtml: the "check and send" answer to a no-JS post that came without a usable fill-time
 *    token (a page from a static host carries none): a short document with the visitor's form alone,
 *    refilled with what they typed, a fresh token and the lead's key, sent with one press.
 *    Both refill the fence sales page's estimator line with the estimate its answers imply.
 * 3. messageHtml: a small document for the other refusals (403, 413, 429, 503 …).
 *
 * Rules: every value the visitor sent is escaped; the prerendered HTML is parsed with node-html-parser,
 * never with regexes (attribute order and quoting in the snapshots are Chromium's business).
 */
import { parse, type HTMLElement } from 'node-html-parser';
import { business } from '../../src/content/business';
import { escapeHtml } from '../../src/lib/escapeHtml';
import { estimateLine } from '../../src/lib/fenceEstimate';
import { fillOwn, words, wordsHtml } from '../words';

const parseOptions = { comment: true, blockTextElements: { script: true, noscript: true, style: true, pre: true } };

export interface FreshValues {
  token: () => string;
  key: () => string;
}

export interface FormErrorHtmlInput {
  /** The page's prerendered HTML (or null when there is none: a bare page is made). */
  html: string | null;
  kind: string;
  formId: string;
  /** What the visitor posted, as posted (strings; arrays for repeated fields). */
  values: Record<string, unknown>;
  /** Field name -> message. */
  errors: Record<string, string>;
  /** Ordered field names of the form (the summary lists errors in form order). */
  fieldOrder: readonly string[];
  token: string;
  idempotencyKey: string;
  /** Fresh values for the page's other forms. */
  fresh: FreshValues;
}

export const errorSummaryIntro = words.requestRefused.invalid;

/**
 * Returns the error page, or null when `html` has no form for this kind (the caller then tries
 * another page or falls back to messageHtml).
 */
export function formErrorHtml(input: FormErrorHtmlInput): string | null {
  if (!input.html) return null;
  const root = parse(input.html, parseOptions);
  const form = findForm(root, input.formId, input.kind);
  if (!form) return null;
  const formId = form.querySelector('input[name="formId"]')?.getAttribute('value') || input.formId;

  for (const script of root.querySelectorAll('script')) script.remove();
  const title = root.querySelector('title');
  if (title) title.set_content(escapeHtml(fillOwn(words.requestRefused.errorTitle, { title: title.text })));
  // A form inside the quote dialog: show the dialog (non-modal without script, but visible).
  const dialog = form.closest('dialog');
  if (dialog) dialog.setAttribute('open', '');

  refill(form, input);

  const ordered = orderErrors(input.errors, input.fieldOrder);
  const items: string[] = [];
  for (const [field, message] of ordered) {
    const controls = form.querySelectorAll(`[name="${cssName(field)}"]`);
    const control = controls[0];
    if (!control) {
      items.push(`<li>${escapeHtml(message)}</li>`);
      continue;
    }
    const errorId = `${formId}-${field}-error`;
    // A radio group or a set of checkboxes: its fieldset (marked data-field) is what the summary
    // links to, each of its controls is marked, and the message goes at the fieldset's end.
    const group = form.querySelector(`fieldset[data-field="${cssName(field)}"]`);
    for (const each of group ? controls : [control]) {
      const describedBy = [
        errorId,
        ...(each.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== errorId),
      ];
      each.setAttribute('aria-invalid', 'true');
      each.setAttribute('aria-describedby', escapeHtml(describedBy.join(' ')));
    }
    const target = group ?? control;
    const controlId = target.getAttribute('id') || `${formId}-${field}`;
    if (!target.getAttribute('id')) target.setAttribute('id', escapeHtml(controlId));
    const errorHtml = `<p id="${escapeHtml(errorId)}" class="field-error">${escapeHtml(message)}</p>`;
    if (group) group.insertAdjacentHTML('beforeend', errorHtml);
    else {
      // A checkbox shares a row with its label: its message goes under the row, as the page puts it.
      const anchor = control.getAttribute('type') === 'checkbox' && control.parentNode ? control.parentNode : control;
      anchor.insertAdjacentHTML('afterend', errorHtml);
    }
    items.push(`<li><a href="#${escapeHtml(controlId)}">${escapeHtml(message)}</a></li>`);
  }
  form.insertAdjacentHTML(
    'afterbegin',
    `<div id="${escapeHtml(formId)}-errors" class="form-errors" role="alert" tabindex="-1" autofocus><p>${escapeHtml(errorSummaryIntro)}</p><ul>${items.join('')}</ul></div>`,
  );

  // The page's other forms still need their per-response values.
  for (const other of root.querySelectorAll('input')) {
    const name = other.getAttribute('name');
    if (other.getAttribute('value')) continue;
    if (name === 'formToken') other.setAttribute('value', escapeHtml(input.fresh.token()));
    if (name === 'idempotencyKey') other.setAttribute('value', escapeHtml(input.fresh.key()));
  }
  return root.toString();
}

export interface CheckAndSendInput {
  /** The prerendered HTML of the page the form was on (null: none built). */
  html: string | null;
  kind: string;
  formId: string;
  values: Record<string, unknown>;
  token: string;
  idempotencyKey: string;
}

export const checkAndSendCopy = words.checkAndSend;

/**
 * The check-and-send page, or null when `html` has no form of this kind. It keeps the page's head
 * (stylesheet, language) without its scripts, and its body is the one form, refilled (every value
 * escaped), under a heading that says what to do. Nothing is stored or lost by showing it: the
 * visitor's answers travel in the form itself.
 */
export function checkAndSendHtml(input: CheckAndSendInput): string | null {
  if (!input.html) return null;
  const root = parse(input.html, parseOptions);
  const form = findForm(root, input.formId, input.kind);
  const body = root.querySelector('body');
  const head = root.querySelector('head');
  if (!form || !body || !head) return null;
  refill(form, { values: input.values, token: input.token, idempotencyKey: input.idempotencyKey });

  for (const element of root.querySelectorAll('script, link[rel="preload"], link[rel="modulepreload"]'))
    element.remove();
  const title = root.querySelector('title');
  if (title) title.set_content(`${escapeHtml(checkAndSendCopy.title)} | ${escapeHtml(business.name)}`);
  head.insertAdjacentHTML('beforeend', '<meta name="robots" content="noindex">');
  body.set_content(
    // Classes the site's stylesheet already has (the build keeps only those its sources use).
    `<main id="main" class="container-page section"><div class="mx-auto max-w-2xl"><h1 class="heading-2">${escapeHtml(checkAndSendCopy.title)}</h1><p class="mt-4">${escapeHtml(checkAndSendCopy.intro)}</p><div class="mt-4">${form.toString()}</div><p class="mt-4">${wordsHtml(checkAndSendCopy.callUs)}</p></div></main>`,
  );
  return root.toString();
}

/** The form with this formId; else the first form posting this kind, preferring one outside a dialog. */
function findForm(root: HTMLElement, formId: string, kind: string): HTMLElement | null {
  const formsWith = (name: string, value: string) =>
    root
      .querySelectorAll(`input[name="${name}"]`)
      .filter((input) => input.getAttribute('value') === value)
      .map((input) => input.closest('form'))
      .filter((form): form is HTMLElement => form !== null);
  const byId = formsWith('formId', formId);
  if (byId[0]) return byId[0];
  const byKind = formsWith('kind', kind);
  return byKind.find((form) => !form.closest('dialog')) ?? byKind[0] ?? null;
}

function refill(form: HTMLElement, input: Pick<FormErrorHtmlInput, 'values' | 'token' | 'idempotencyKey'>): void {
  for (const control of form.querySelectorAll('input, select, textarea')) {
    const name = control.getAttribute('name');
    if (!name) continue;
    if (name === 'formToken') {
      control.setAttribute('value', escapeHtml(input.token));
      continue;
    }
    if (name === 'idempotencyKey') {
      control.setAttribute('value', escapeHtml(input.idempotencyKey));
      continue;
    }
    if (name === 'kind' || name === 'formId' || name === 'website') continue;
    const posted = input.values[name];
    // A field posted several times (the checkboxes of one question) arrives as a list.
    const postedList = Array.isArray(posted) ? posted.map(String) : null;
    const value =
      typeof posted === 'string' ? posted : postedList ? (postedList[0] ?? '') : posted === true ? 'yes' : '';
    const tag = control.tagName.toLowerCase();
    const type = (control.getAttribute('type') ?? '').toLowerCase();
    if (tag === 'textarea') {
      control.set_content(escapeHtml(value));
    } else if (tag === 'select') {
      for (const option of control.querySelectorAll('option')) {
        const optionValue = option.getAttribute('value') ?? option.text;
        if (optionValue === value) option.setAttribute('selected', '');
        else option.removeAttribute('selected');
      }
    } else if (type === 'checkbox' || type === 'radio') {
      const ownValue = control.getAttribute('value') ?? 'on';
      if (value !== '' && (postedList ?? [value]).includes(ownValue)) control.setAttribute('checked', '');
      else control.removeAttribute('checked');
    } else if (type !== 'hidden' && type !== 'submit' && type !== 'button') {
      control.setAttribute('value', escapeHtml(value));
    }
  }
  // The fence estimator's line (script keeps it live on the page): the server says what the answers imply.
  const line = estimateLine(input.values.fencePackage, input.values.fenceFeet);
  const output = form.querySelector('output[data-fence-estimate]');
  if (line && output) output.set_content(escapeHtml(line));
}

function orderErrors(errors: Record<string, string>, fieldOrder: readonly string[]): [string, string][] {
  const rank = (field: string) => {
    const index = fieldOrder.indexOf(field);
    return index === -1 ? fieldOrder.length : index;
  };
  return Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b));
}

/** Field names come from the schema or the post: keep them safe inside a CSS attribute selector. */
function cssName(name: string): string {
  return name.replace(/["\\]/g, '');
}

/** A small, self-contained page for refusals other than field errors (no-JS visitors only). */
export function messageHtml(title: string, message: string, backHref = '/'): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title>
<link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#1f2937}a{color:#166534}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>
<p>${wordsHtml(words.requestRefused.callUs)}</p>
<p><a href="${escapeHtml(backHref)}">${escapeHtml(words.requestRefused.back)}</a></p></main></body></html>`;
}

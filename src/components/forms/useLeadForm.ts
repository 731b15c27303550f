/**
 * The behaviour shared by the quote form and the contact form once JavaScript runs. Without
 * JavaScript the same <form> posts natively to /api/leads (the server answers 303 to a thank-you page, or
 * the page again with the errors listed), so everything here is an enhancement:
 *
 * - submit with fetch (src/lib/leadClient.ts, loaded on the form's first focus), retrying failures;
 * - the button shows progress and is disabled while sending;
 * - errors, from the schema before sending or from the server after, appear next to their fields,
 *   and a summary is announced and focused;
 * - success: an inline confirmation and a toast (none over a choice of windows); after a quote
 *   request the confirmation lists what happens next for its service and kind of job, the steps its
 *   thank-you page lists (loaded as the request goes out); final failure: the typed answers stay,
 *   with the phone number to call or text instead;
 * - a quote request whose service and kind of job book an estimate visit: the confirmation offers its
 *   open arrival windows ("Pick a time", src/components/booking/). Its chunk loads on the form's
 *   first focus and the windows are asked for then, while the visitor types (and renewed as they
 *   go on), so the choice shows the moment the request is stored; a request that books no visit
 *   (the API's 422) gets the usual confirmation.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type Dispatch,
  type FocusEvent,
  type FormEvent,
  type SetStateAction,
} from 'react';
import { flushSync } from 'react-dom';
import { leadFormCopy } from '../../content/leadForms';
import type { BookedVisit } from '../../content/thankYouSteps';
import type { OpenWindows, StoredRequest } from '../../lib/bookingClient';
import type { LeadPayload } from '../../lib/leadClient';
import { stepsAfter, thankYouPath } from '../../lib/thankYouPath';
import { ui } from '../../lib/uiSettings';

export type LeadFormStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface LeadFormState {
  status: LeadFormStatus;
  /** One message per field name ("email", "privacyConsent", …). */
  errors: Record<string, string>;
  /** Why the request was refused or failed, when it is not about one field. */
  problem: string | null;
  /**
   * The confirmation: while sending, made ahead and hidden (LeadForm), so that once the request is
   * stored it only has to be shown; once sent, the one shown.
   */
  confirmation?: Confirmation | null;
}

/** What a sent request's confirmation says. */
export interface Confirmation {
  /** First name (or name) of the request, for the confirmation. */
  sentBy: string | null;
  /** After a quote request: what happens next. */
  next: SentNext | null;
  /** When the request was sent (ms), for "a person will see it …". */
  sentAt: number;
  /** After a quote request that books an estimate visit: the choice of arrival windows. */
  booking: BookingOffer | null;
}

/** A request's estimate visit to book: the stored lead (once it is), the open windows and the step that shows them. */
export interface BookingOffer {
  /** Settles when the request is stored: the choice is shown only then, so a booking never waits on it. */
  stored: Promise<StoredRequest>;
  emailGiven: boolean;
  offer: OpenWindows;
  PickTime: ComponentType<import('../booking/PickTime').PickTimeProps>;
}

/**
 * What follows a sent quote request: its thank-you page, and that page's steps (null when they could
 * not be loaded: the confirmation then links to the page).
 */
export interface SentNext {
  path: string;
  steps: readonly string[] | null;
  /** The steps once the request's visit is booked (its time first), null when the steps did not load. */
  stepsOnceBooked?: ((visit: BookedVisit) => readonly string[]) | null;
}

/** The visitor's first field: not a hidden field, nor the honeypot (which no one reaches by keyboard). */
const firstFieldSelector = ':is(input, select, textarea):not([type="hidden"], [tabindex="-1"])';

/** No errors, always this one object: the form's fields re-render only when their errors change (LeadForm). */
const noErrors: Record<string, string> = {};

const initialState: LeadFormState = { status: 'idle', errors: noErrors, problem: null };

type StepsContent = typeof import('../../content/thankYouSteps');

/**
 * The next-steps content, in a chunk of its own (the form's chunk stays small), or null if it did not
 * arrive in time: the request itself never waits on it, and a confirmation is never held for long.
 */
const loadStepsModule = () => import(/* webpackChunkName: "thank-you-steps" */ '../../content/thankYouSteps');

function loadSteps(): Promise<StepsContent | null> {
  const content = loadStepsModule().catch(() => null);
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), ui.sentStepsWaitMs));
  return Promise.race([content, late]);
}

/** A promise, or null once `ms` have passed: a confirmation is never held for long. */
function atMost<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
  return Promise.race([promise, late]);
}

function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The hidden fields the server may have filled in the prerendered HTML; filled here when empty. */
function hiddenInput(form: HTMLFormElement, name: string): HTMLInputElement | null {
  return form.elements.namedItem(name) as HTMLInputElement | null;
}

/** A fresh fill-time token from the server, or "" if there is none to be had (the server then decides). */
async function fetchFormToken(): Promise<string> {
  try {
    const response = await fetch('/api/leads/token', { cache: 'no-store', headers: { Accept: 'application/json' } });
    const body = response.ok ? ((await response.json()) as { token?: unknown }) : {};
    return typeof body.token === 'string' ? body.token : '';
  } catch {
    return '';
  }
}

/**
 * Gives the form its idempotency key and fill-time token unless the served HTML already had them.
 * Runs when the visitor first enters the form, so the fill-time clock starts when they begin.
 */
const pendingTokens = new WeakMap<HTMLFormElement, Promise<void>>();

function ensureHiddenFields(form: HTMLFormElement): Promise<void> {
  const key = hiddenInput(form, 'idempotencyKey');
  if (key && !key.value) key.value = newIdempotencyKey();
  const token = hiddenInput(form, 'formToken');
  if (!token || token.value) return Promise.resolve();
  // One request per form, however many fields the visitor tabs through while it is on its way.
  let pending = pendingTokens.get(form);
  if (!pending) {
    pending = fetchFormToken().then((value) => {
      token.value = value;
      pendingTokens.delete(form);
    });
    pendingTokens.set(form, pending);
  }
  return pending;
}

function payloadOf(form: HTMLFormElement): LeadPayload {
  const payload: LeadPayload = {};
  new FormData(form).forEach((value, name) => {
    if (typeof value !== 'string') return;
    // The checkboxes of one question post one value each: several answers travel as a list.
    const before = payload[name];
    payload[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  });
  return payload;
}

export function useLeadForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LeadFormState>(initialState);

  // Move focus to what changed, so keyboard and screen reader users hear it.
  const toasted = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (state.status === 'sent' && state.confirmation) {
      // From its first line: the form it replaces was longer, and the view was left at the form's end.
      // In the frame that first shows the confirmation, before it is painted (so it never shows at the
      // wrong place): moving focus and scrolling lay the page out, work that would otherwise run as a
      // task of its own before that frame and hold it back.
      const frame = requestAnimationFrame(() => {
        confirmationRef.current?.focus({ preventScroll: true });
        confirmationRef.current?.scrollIntoView({ block: 'start' });
      });
      // The toast repeats the confirmation, once per request, after it has painted: making the toasts
      // the first time (their layer, their first measure) is work the confirmation never waits on.
      // Not when the confirmation offers arrival windows: there the visitor's next tap is on the
      // choice, which a toast would cover for its four seconds (on a phone, over "Book this time"),
      // and the focused confirmation has already said the request is in.
      if (toasted.current !== state.confirmation.sentAt) {
        toasted.current = state.confirmation.sentAt;
        if (!state.confirmation.booking) afterNextPaint(() => void showSentToast());
      }
      return () => cancelAnimationFrame(frame);
    } else if (Object.keys(state.errors).length > 0 || state.problem) summaryRef.current?.focus();
  }, [state]);

  const onSubmit = useCallback(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setState((previous) => ({ ...previous, status: 'sending', problem: null }));
    try {
      await submitLead(form, setState);
    } catch {
      // The sending code itself could not load (offline, or a deploy replaced it): keep every answer.
      setState({ status: 'failed', errors: noErrors, problem: null });
    }
  }, []);

  // Each new request gets a new form (LeadForm keys it by the round), and its first field the focus,
  // so a keyboard or screen reader user starts typing where the confirmation was.
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (round > 0) formRef.current?.querySelector<HTMLElement>(firstFieldSelector)?.focus();
  }, [round]);
  const startOver = useCallback(() => {
    setState(initialState);
    setRound((previous) => previous + 1);
  }, []);

  // First focus inside the form (any field, or the button): fetch the token, and the code a submit
  // runs, while the visitor types.
  const onFocus = useCallback((event: FocusEvent<HTMLFormElement>) => {
    void ensureHiddenFields(event.currentTarget);
    preloadSendingCode(event.currentTarget);
  }, []);

  return { formRef, summaryRef, confirmationRef, state, round, onSubmit, onFocus, startOver };
}

const loadPickTime = () =>
  import(/* webpackChunkName: "booking" */ '../booking/PickTime').then((module) => module.PickTime);
const loadBookingClient = () => import(/* webpackChunkName: "booking" */ '../../lib/bookingClient');
type BookingClient = Awaited<ReturnType<typeof loadBookingClient>>;

/** The first value of a field, if it is a non-empty string. */
const text = (value: string | string[] | undefined) => (typeof value === 'string' && value ? value : undefined);

const isQuote = (form: HTMLFormElement) => hiddenInput(form, 'kind')?.value === 'quote';

/**
 * The code a submit runs, none of it in start-up: the lead client (with the schema), the toasts, and
 * for a quote request the choice of windows and its next steps. Asked for on the form's first focus,
 * so it has arrived and run its module set-up by the time the visitor taps send (a module loads once:
 * the submit's own import then resolves at once), and again by the submit itself in case it has not.
 */
function loadSendingCode(quote: boolean) {
  return Promise.all([
    import(/* webpackChunkName: "lead-client" */ '../../lib/leadClient'),
    import(/* webpackChunkName: "toast" */ '../ui/toast'),
    quote ? loadBookingClient().catch(() => null) : null,
  ]);
}

/** The visit a quote form's request would book, as its fields read now (null when it books none). */
function visitOf(form: HTMLFormElement, booking: BookingClient) {
  const payload = payloadOf(form);
  return payload.kind === 'quote' ? booking.visitRequest(text(payload.service), text(payload.job)) : null;
}

/**
 * On every focus inside the form: the code a submit runs (loaded once), and for a quote request that
 * books a visit its open windows, asked for again as the visitor changes the service or kind of job
 * (bookingClient keeps one list per visit and renews it at most once a minute).
 */
function preloadSendingCode(form: HTMLFormElement) {
  const quote = isQuote(form);
  loadSendingCode(quote)
    .then(([, , booking]) => {
      const visit = booking && visitOf(form, booking);
      if (booking && visit) void booking.openWindowsSoon(visit);
    })
    .catch(() => {
      // Offline while typing: the submit tries again, and reports it if it still cannot load.
    });
  if (quote) void loadPickTime().catch(() => null);
  if (quote) void loadStepsModule().catch(() => null);
}

async function showSentToast() {
  const { showToast } = await import(/* webpackChunkName: "toast" */ '../ui/toast');
  showToast(leadFormCopy.toastSent, 'success');
}

/** Runs `show` once the next frame has painted: a courtesy that never delays what the page shows first. */
function afterNextPaint(show: () => void) {
  requestAnimationFrame(() => setTimeout(show, 0));
}

/** What the confirmation's making waits for: each loads (or is asked for) while the visitor types. */
interface ConfirmationParts {
  steps: Promise<StepsContent | null> | null;
  windows: Promise<OpenWindows | null> | null;
  PickTime: Promise<BookingOffer['PickTime'] | null> | null;
  stored: Promise<StoredRequest>;
}

/**
 * The confirmation of `payload`: its next steps and, when the request books a visit, the choice of
 * windows. Made while the request travels; a part that has not arrived within sentStepsWaitMs is left
 * out (the confirmation then links to the steps, or simply says we will call).
 */
async function confirmationOf(payload: LeadPayload, parts: ConfirmationParts): Promise<Confirmation> {
  const sentBy = [payload.firstName, payload.name].find((value) => typeof value === 'string') ?? null;
  const sentAt = Date.now();
  const [content, offer, PickTime] = await Promise.all([
    parts.steps,
    parts.windows && atMost(parts.windows, ui.sentStepsWaitMs),
    parts.PickTime && atMost(parts.PickTime, ui.sentStepsWaitMs),
  ]);
  const requestSteps = content && stepsAfter(payload, content);
  const next = parts.steps && {
    path: thankYouPath(payload),
    steps: requestSteps,
    stepsOnceBooked:
      content && requestSteps && ((visit: BookedVisit) => content.stepsAfterBooking(requestSteps, visit, 'sent')),
  };
  const booking =
    offer && PickTime ? { stored: parts.stored, emailGiven: Boolean(text(payload.email)), offer, PickTime } : null;
  return { sentBy, next, sentAt, booking };
}

/** Check, send, and report the outcome (the code it needs is usually loaded already: preloadSendingCode). */
async function submitLead(form: HTMLFormElement, setState: Dispatch<SetStateAction<LeadFormState>>) {
  const quote = isQuote(form);
  // The choice of windows and the next steps, fetched while the request is checked and sent.
  const pickTime = quote ? loadPickTime().catch(() => null) : null;
  const steps = quote ? loadSteps() : null;
  const [{ checkLead, sendLead }, { showToast }, booking] = await loadSendingCode(quote);
  await ensureHiddenFields(form);
  const payload = payloadOf(form);

  const problems = checkLead(payload);
  if (problems) {
    setState({ status: 'idle', errors: problems, problem: null });
    return;
  }
  // The open windows are the same for every visitor: asked for while the visitor typed (or now, beside
  // the request, never after it), so they are here when it is stored. Only for a request that books a visit.
  const visit = booking && visitOf(form, booking);
  const windows = booking && visit ? booking.openWindowsSoon(visit) : null;
  // The confirmation is made while the request travels (its round trip is at least a network's latency)
  // and kept hidden; once the request is stored it is only shown, with nothing left to make.
  let settleStored: (request: StoredRequest) => void = () => {};
  const stored = new Promise<StoredRequest>((resolve) => (settleStored = resolve));
  const confirmation = confirmationOf(payload, { steps, windows, PickTime: pickTime, stored });
  let answered = false;
  void confirmation.then((made) => {
    if (!answered)
      setState((previous) => (previous.status === 'sending' ? { ...previous, confirmation: made } : previous));
  });
  const result = await sendLead(payload);
  answered = true;
  switch (result.outcome) {
    case 'sent': {
      // No reset: the confirmation takes the form's place, and "Send another request" makes a new
      // form, with empty answers and, on its first focus, a new idempotency key (a new lead).
      const made = await confirmation;
      const token = result.bookingToken;
      if (token) settleStored({ lead: result.id, token });
      // Without a booking token (the API books this request no visit after all), no choice of windows.
      const shown = made.booking && !token ? { ...made, booking: null } : made;
      // Its toast follows once the confirmation has painted (useLeadForm's effect). Shown at once, not
      // in a task of React's scheduling: the confirmation is made, only its showing is left.
      flushSync(() => setState({ status: 'sent', errors: noErrors, problem: null, confirmation: shown }));
      break;
    }
    case 'invalid':
      setState({ status: 'idle', errors: result.errors, problem: null });
      break;
    case 'refused':
      setState({ status: 'failed', errors: noErrors, problem: result.message });
      showToast(result.message, 'warning');
      break;
    case 'failed':
      setState({ status: 'failed', errors: noErrors, problem: null });
      showToast(leadFormCopy.toastFailed, 'error');
      break;
  }
}

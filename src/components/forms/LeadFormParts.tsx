/**
 * The pieces every lead form shares: the hidden fields the API needs, the honeypot, error messages
 * tied to their fields, the error summary, the submit button, and the sent and failed panels.
 * Markup and ids match what the server writes when it re-renders a form without JavaScript
 * (server/leads/noScriptHtml.ts): field "<formId>-<name>", its error "<formId>-<name>-error", the summary
 * "<formId>-errors".
 */
import { memo, useCallback, useState, type ReactNode, type Ref } from 'react';
import { business } from '../../content/business';
import { leadFormCopy } from '../../content/leadForms';
import { shellWords } from '../../content/shellWords';
import { officeStatus } from '../../lib/openNow';
import { NextSteps } from '../sections/NextSteps';
import { PhoneButtons } from '../ui/PhoneButtons';
import type { Confirmation } from './useLeadForm';

export const fieldId = (formId: string, name: string) => `${formId}-${name}`;
const errorId = (formId: string, name: string) => `${fieldId(formId, name)}-error`;

/**
 * kind, formId, the idempotency key and the fill-time token (the server fills the last two into the
 * served HTML for visitors without JavaScript; useLeadForm fills them otherwise), and the honeypot:
 * a text field people never see or reach, which only bots fill in.
 */
export function LeadMetaFields({ kind, formId }: { kind: 'quote' | 'contact'; formId: string }) {
  return (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="formId" value={formId} />
      {/* No value prop: React then leaves the values the server wrote into the page through hydration. */}
      <input type="hidden" name="idempotencyKey" />
      <input type="hidden" name="formToken" />
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={fieldId(formId, 'website')}>{leadFormCopy.honeypotLabel}</label>
        <input
          id={fieldId(formId, 'website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}

/** aria-invalid and aria-describedby for a control, when it has an error. */
export function invalidProps(formId: string, name: string, errors: Record<string, string>) {
  return errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(formId, name) } : {};
}

export function FieldError({ formId, name, errors }: { formId: string; name: string; errors: Record<string, string> }) {
  const message = errors[name];
  if (!message) return null;
  return (
    <p id={errorId(formId, name)} className="field-error">
      {message}
    </p>
  );
}

/** Announced and focused after a failed submit: each problem links to its field. */
export function ErrorSummary({
  formId,
  errors,
  problem,
  summaryRef,
  className = '',
}: {
  formId: string;
  errors: Record<string, string>;
  problem: string | null;
  summaryRef: Ref<HTMLDivElement>;
  className?: string;
}) {
  const entries = Object.entries(errors);
  if (entries.length === 0 && !problem) return null;
  return (
    <div id={`${formId}-errors`} ref={summaryRef} role="alert" tabIndex={-1} className={`form-errors ${className}`}>
      {problem ? (
        <>
          <p>{problem}</p>
          <PhoneButtons className="mt-4" />
        </>
      ) : (
        <>
          <p>{leadFormCopy.errorSummaryTitle}</p>
          <ul>
            {entries.map(([name, message]) => (
              <li key={name}>
                <a href={`#${fieldId(formId, name)}`}>{message}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function SubmitButton({
  sending,
  children,
  className = '',
}: {
  sending: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button type="submit" className={`btn-primary ${className}`} disabled={sending} aria-disabled={sending}>
      {sending && (
        <span
          aria-hidden="true"
          className="size-4 rounded-full border-2 border-white/40 border-t-white motion-safe:animate-spin"
        />
      )}
      {sending ? leadFormCopy.sending : children}
    </button>
  );
}

/**
 * When a person will see the request, honest about office hours (the confirmation is only ever drawn in
 * the visitor's browser, after the request is sent, so it can say what is true now).
 */
export const whenSeen = (at: number): string =>
  leadFormCopy.whenSeen(officeStatus(business.hours, shellWords.officeHours, at));

/**
 * Replaces the form once the lead is stored; its first lines are focused so they are read out. After
 * a quote request it lists what happens next for that service and kind of job, as the request's
 * thank-you page does, right where the visitor is (or links to that page if the steps could not load);
 * when the request books an estimate visit, the open arrival windows follow the steps, outside the
 * announced status (a form has no place in a live region). Made while the request travels and hidden
 * until it is stored (`shown`); memoized, and the choice of windows within it too, so being shown
 * re-renders only this frame, never the windows.
 */
export const SentConfirmation = memo(function SentConfirmation({
  formId,
  shown,
  confirmation,
  confirmationRef,
  onStartOver,
}: {
  formId: string;
  /** False while the request travels: made ahead, hidden (no status to announce, nothing to tap). */
  shown: boolean;
  confirmation: Confirmation;
  confirmationRef: Ref<HTMLDivElement>;
  onStartOver: () => void;
}) {
  const { sentBy, next, sentAt, booking } = confirmation;
  // Once a time is booked, the steps (which say we will arrange one) give way to the booked visit's, below.
  const [booked, setBooked] = useState(false);
  const onBooked = useCallback(() => setBooked(true), []);
  // Being shown changes this frame's two attributes only: what is inside is memoized, and not made again.
  return (
    <div hidden={!shown} className="rounded-2xl bg-brand-50 p-4 text-ink-900 sm:p-6">
      <div ref={confirmationRef} role={shown ? 'status' : undefined} tabIndex={-1} className="outline-none">
        <SentLines formId={formId} sentBy={sentBy} sentAt={sentAt} next={next} booked={booked} />
      </div>
      <SentActions formId={formId} next={next} booking={booking} onBooked={onBooked} onStartOver={onStartOver} />
    </div>
  );
});

/** The confirmation's announced lines: who sent it, when a person sees it, and (until booked) the next steps. */
const SentLines = memo(function SentLines({
  formId,
  sentBy,
  sentAt,
  next,
  booked,
}: Pick<Confirmation, 'sentBy' | 'sentAt' | 'next'> & { formId: string; booked: boolean }) {
  return (
    <>
      <p className="text-lg font-bold text-brand-800">{leadFormCopy.sentTitle(sentBy)}</p>
      <p className="mt-2 leading-7 text-ink-700">{whenSeen(sentAt)}</p>
      {next && !booked && (
        <div className="mt-6">
          {next.steps ? (
            <NextSteps id={`${formId}-next-steps`} title={leadFormCopy.sentNextSteps} steps={next.steps} />
          ) : (
            <p>
              <a href={next.path} className="font-semibold text-brand-700 underline underline-offset-4">
                {leadFormCopy.sentNextSteps}
              </a>
            </p>
          )}
        </div>
      )}
    </>
  );
});

/** What follows the announced lines: the choice of windows (when the request books a visit), the phone, and "Send another request". */
const SentActions = memo(function SentActions({
  formId,
  next,
  booking,
  onBooked,
  onStartOver,
}: Pick<Confirmation, 'next' | 'booking'> & { formId: string; onBooked: () => void; onStartOver: () => void }) {
  return (
    <>
      {booking && (
        <booking.PickTime
          formId={formId}
          stored={booking.stored}
          emailGiven={booking.emailGiven}
          offer={booking.offer}
          stepsOnceBooked={next?.stepsOnceBooked}
          onBooked={onBooked}
        />
      )}
      <PhoneButtons className="mt-5" />
      <button
        type="button"
        className="mt-5 font-semibold text-brand-700 underline underline-offset-4"
        onClick={onStartOver}
      >
        {leadFormCopy.sendAnother}
      </button>
    </>
  );
});

/** After every retry failed: the answers stay in the form below, and the phone is one tap away. */
export function SendFailure({
  formId,
  summaryRef,
  className = '',
}: {
  formId: string;
  summaryRef: Ref<HTMLDivElement>;
  className?: string;
}) {
  return (
    <div id={`${formId}-errors`} ref={summaryRef} role="alert" tabIndex={-1} className={`form-errors ${className}`}>
      <p className="font-bold">{leadFormCopy.failedTitle}</p>
      <p className="mt-1">{leadFormCopy.failedText}</p>
      <PhoneButtons className="mt-4" />
    </div>
  );
}

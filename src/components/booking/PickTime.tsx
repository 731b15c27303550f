/**
 * "Pick a time for your free estimate": offered in a quote request's confirmation, once the request
 * is stored and its service and kind of job book an on-site visit (the dialog, the page forms, the
 * fence sales page). Its own chunk, loaded as the request is sent (src/components/forms/useLeadForm.ts).
 *
 * The open arrival windows, grouped by day: a <fieldset> per day (its legend the day) of radio
 * buttons, and one "Book this time" button; the first days show, later ones sit in a native
 * <details> (made when it is first opened). It follows the confirmation and its usual next steps (the request is kept whatever the
 * visitor does here); "Call me instead" says we will call and books nothing. A window
 * taken meanwhile (409) is said at once, above the windows still open (from the same answer). Focus
 * goes to the heading of each new step, so keyboard and screen reader users follow.
 */
import { memo, useEffect, useRef, useState, type FormEvent } from 'react';
import { leadFormCopy } from '../../content/leadForms';
import type { BookedVisit } from '../../content/thankYouSteps';
import {
  bookWindow,
  type Booking,
  type BookingDay,
  type OpenWindows,
  type StoredRequest,
} from '../../lib/bookingClient';
import { NextSteps } from '../sections/NextSteps';
import { bookingCopy } from './bookingCopy';

/** Days shown before "More days"; the rest stay one tap away in a <details>. */
const daysShown = 4;

type Step =
  | { name: 'choose'; days: BookingDay[]; message: string | null; sending: boolean }
  | { name: 'booked'; booking: Booking }
  | { name: 'declined' };

export interface PickTimeProps {
  /** The form's id: prefixes this step's ids. */
  formId: string;
  /**
   * The stored lead, and the token its 201 carried (it proves the visitor sent it): settled before
   * this step is shown (it is made while the request travels), so a booking never waits on it.
   */
  stored: Promise<StoredRequest>;
  /** Whether the request gave an e-mail address (then a receipt is on its way). */
  emailGiven: boolean;
  offer: OpenWindows;
  /**
   * The request's next steps once its visit is booked (from the steps' content, which loads beside
   * the request: null when it did not), shown here under the booked time.
   */
  stepsOnceBooked?: ((visit: BookedVisit) => readonly string[]) | null;
  /** Called once the visit is booked: the confirmation drops its steps, which still say we will arrange a time. */
  onBooked?: () => void;
}

function DayWindows({ day, name, first }: { day: BookingDay; name: string; first: boolean }) {
  return (
    <fieldset className="min-w-0">
      <legend className="font-semibold text-ink-900">{day.label}</legend>
      {/* As many columns as fit a window's label ("10 AM - 12 PM"): one at 320 px, where two overflowed. */}
      <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2">
        {day.windows.map((window, index) => (
          <label
            key={window.start}
            className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-brand-700/30 bg-white px-1 text-center text-sm whitespace-nowrap font-semibold text-brand-800 transition-colors not-has-checked:hover:bg-brand-50 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-cedar-500 motion-reduce:transition-none"
          >
            <input type="radio" name={name} value={window.start} required={first && index === 0} className="sr-only" />
            {window.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function WindowsForm({
  formId,
  days,
  sending,
  onBook,
}: {
  formId: string;
  days: BookingDay[];
  sending: boolean;
  onBook: (window: string) => void;
}) {
  const name = `${formId}-window`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get(name);
    if (typeof chosen === 'string' && chosen) onBook(chosen);
  };
  const soon = days.slice(0, daysShown);
  const later = days.slice(daysShown);
  // The later days' windows are made when "More days" is first opened: most visitors pick one of the
  // first days, and the choice shows sooner with a fifth of the radio buttons to make.
  const [laterMade, setLaterMade] = useState(false);
  return (
    <form onSubmit={submit} aria-label={bookingCopy.formLabel} className="mt-4 space-y-4">
      {soon.map((day, index) => (
        <DayWindows key={day.date} day={day} name={name} first={index === 0} />
      ))}
      {later.length > 0 && (
        <details
          className="rounded-lg border border-ink-900/10 bg-white/60 p-3"
          onToggle={(event) => event.currentTarget.open && setLaterMade(true)}
        >
          <summary className="cursor-pointer font-semibold text-brand-700">{bookingCopy.moreDays}</summary>
          <div className="mt-3 space-y-4">
            {laterMade && later.map((day) => <DayWindows key={day.date} day={day} name={name} first={false} />)}
          </div>
        </details>
      )}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending} aria-disabled={sending}>
        {sending ? bookingCopy.booking : bookingCopy.book}
      </button>
    </form>
  );
}

/** Memoized: the confirmation around it re-renders when it is shown, and the windows need not. */
export const PickTime = memo(function PickTime({
  formId,
  stored,
  emailGiven,
  offer,
  stepsOnceBooked,
  onBooked,
}: PickTimeProps) {
  const [step, setStep] = useState<Step>({ name: 'choose', days: offer.days, message: null, sending: false });
  const heading = useRef<HTMLHeadingElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  const headingId = `${formId}-booking-title`;

  // The confirmation above takes focus first (useLeadForm); then each new step's heading does, and a
  // refusal's message instead, so it is read before the windows again.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (step.name === 'choose' && step.message) alert.current?.focus();
    else if (step.name !== 'choose' || !step.sending) heading.current?.focus();
  }, [step]);

  const book = async (window: string) => {
    setStep((previous) => (previous.name === 'choose' ? { ...previous, sending: true } : previous));
    const result = await bookWindow({ ...(await stored), window });
    switch (result.outcome) {
      case 'booked':
        setStep({ name: 'booked', booking: result.booking });
        onBooked?.();
        break;
      case 'taken':
        setStep({ name: 'choose', days: result.days, message: result.message, sending: false });
        break;
      case 'refused':
        setStep((previous) => ({
          name: 'choose',
          days: previous.name === 'choose' ? previous.days : offer.days,
          message: result.message,
          sending: false,
        }));
        break;
      case 'failed':
        setStep((previous) => ({
          name: 'choose',
          days: previous.name === 'choose' ? previous.days : offer.days,
          message: bookingCopy.failed,
          sending: false,
        }));
        break;
    }
  };

  if (step.name === 'booked') {
    const { booking } = step;
    return (
      <section aria-labelledby={headingId} className="mt-6">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-800 outline-none">
          {bookingCopy.bookedTitle}
        </h3>
        <p className="mt-2 text-lg font-semibold text-ink-900">{bookingCopy.bookedWhen(booking.day, booking.time)}</p>
        <p className="mt-1 leading-7 text-ink-700">
          {bookingCopy.bookedReference(booking.reference)} {emailGiven && bookingCopy.receiptOnItsWay}
        </p>
        {stepsOnceBooked && (
          <div className="mt-6">
            <NextSteps
              id={`${formId}-booked-steps`}
              title={leadFormCopy.sentNextSteps}
              steps={stepsOnceBooked({ label: offer.visit.label, day: booking.day, time: booking.time })}
            />
          </div>
        )}
      </section>
    );
  }
  if (step.name === 'declined') {
    return (
      <section aria-labelledby={headingId} className="mt-6">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-800 outline-none">
          {bookingCopy.declinedTitle}
        </h3>
        <p className="mt-2 leading-7 text-ink-700">{bookingCopy.declinedText}</p>
      </section>
    );
  }
  const none = step.days.length === 0;
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-xl border border-brand-700/15 bg-white p-4 sm:p-5">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-800 outline-none">
        {bookingCopy.title}
      </h3>
      <p className="mt-1 leading-7 text-ink-700">{bookingCopy.intro(offer.visit.label, offer.visit.minutes)}</p>
      {step.message && (
        <p ref={alert} role="alert" tabIndex={-1} className="form-errors mt-4">
          {step.message}
        </p>
      )}
      {none ? (
        <p className="mt-4 leading-7 text-ink-700">{bookingCopy.noneOpen}</p>
      ) : (
        <WindowsForm formId={formId} days={step.days} sending={step.sending} onBook={(window) => void book(window)} />
      )}
      <button
        type="button"
        className="mt-4 font-semibold text-brand-700 underline underline-offset-4"
        onClick={() => setStep({ name: 'declined' })}
      >
        {bookingCopy.callInstead}
      </button>
    </section>
  );
});

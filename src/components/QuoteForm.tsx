/**
 * The native quote request form (SPEC sections 3 and 5). It posts to the site's own /api/leads and
 * works without JavaScript; native required checks do the first validation.
 */
import { fenceTypeOptions, referralSourceOptions, timelineOptions } from '../content/quoteOptions';

export function QuoteForm({ idPrefix }: { idPrefix: string }) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form method="post" action="/api/leads" className="grid gap-4 sm:grid-cols-2" aria-label="Quote request">
      <input type="hidden" name="kind" value="quote" />
      <div>
        <label className="field-label" htmlFor={id('firstName')}>First name</label>
        <input className="field-input" id={id('firstName')} name="firstName" autoComplete="given-name" required maxLength={100} />
      </div>
      <div>
        <label className="field-label" htmlFor={id('lastName')}>Last name</label>
        <input className="field-input" id={id('lastName')} name="lastName" autoComplete="family-name" required maxLength={100} />
      </div>
      <div>
        <label className="field-label" htmlFor={id('email')}>Email</label>
        <input className="field-input" id={id('email')} name="email" type="email" autoComplete="email" required />
      </div>
      <div>
        <label className="field-label" htmlFor={id('phone')}>Phone</label>
        <input className="field-input" id={id('phone')} name="phone" type="tel" autoComplete="tel" required />
      </div>
      <div className="sm:col-span-2">
        <label className="field-label" htmlFor={id('address')}>Project address</label>
        <input className="field-input" id={id('address')} name="address" autoComplete="street-address" required maxLength={200} />
      </div>
      <div>
        <label className="field-label" htmlFor={id('fenceType')}>Fence type</label>
        <select className="field-input" id={id('fenceType')} name="fenceType" required defaultValue="">
          <option value="" disabled>Choose a fence type</option>
          {fenceTypeOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </div>
      <div>
        <label className="field-label" htmlFor={id('timeline')}>Timeline</label>
        <select className="field-input" id={id('timeline')} name="timeline" required defaultValue="">
          <option value="" disabled>When do you need it?</option>
          {timelineOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </div>
      <div className="sm:col-span-2">
        <label className="field-label" htmlFor={id('message')}>Project details <span className="font-normal text-ink-600">(optional)</span></label>
        <textarea className="field-input min-h-28" id={id('message')} name="message" maxLength={5000} />
      </div>
      <div className="sm:col-span-2">
        <label className="field-label" htmlFor={id('referralSource')}>How did you hear about us? <span className="font-normal text-ink-600">(optional)</span></label>
        <select className="field-input" id={id('referralSource')} name="referralSource" defaultValue="">
          <option value="">Choose one</option>
          {referralSourceOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </div>
      <div className="flex items-start gap-3 sm:col-span-2">
        <input className="mt-1 size-5 shrink-0 accent-brand-700" id={id('privacy')} name="privacyConsent" type="checkbox" value="yes" required />
        <label htmlFor={id('privacy')} className="text-sm text-ink-700">
          I agree to the <a href="/privacy" className="text-brand-700 underline">Privacy Policy</a> and to being contacted about my quote.
        </label>
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary w-full sm:w-auto">Request my free quote</button>
      </div>
    </form>
  );
}

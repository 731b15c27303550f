/**
 * The native quote request form (SPEC sections 3 and 5). It posts to the site's own /api/leads and
 * works without JavaScript; native required checks do the first validation, the shared schema the
 * rest (useLeadForm). `formId` names this instance (several can share a page) and prefixes its ids.
 */
import { fenceTypeOptions, referralSourceOptions, timelineOptions } from '../content/quoteOptions';
import { LeadForm } from './leadForm/LeadForm';

export function QuoteForm({ formId }: { formId: string }) {
  return (
    <LeadForm
      kind="quote"
      formId={formId}
      label="Quote request"
      className="grid gap-4 sm:grid-cols-2"
      submitText="Request my free quote"
      submitRowClassName="sm:col-span-2"
      submitClassName="w-full sm:w-auto"
    >
      {(field) => (
        <>
          <div>
            <label className="field-label" htmlFor={field.id('firstName')}>First name</label>
            <input className="field-input" id={field.id('firstName')} name="firstName" autoComplete="given-name" required maxLength={100} {...field.a11y('firstName')} />
            {field.error('firstName')}
          </div>
          <div>
            <label className="field-label" htmlFor={field.id('lastName')}>Last name</label>
            <input className="field-input" id={field.id('lastName')} name="lastName" autoComplete="family-name" required maxLength={100} {...field.a11y('lastName')} />
            {field.error('lastName')}
          </div>
          <div>
            <label className="field-label" htmlFor={field.id('email')}>Email</label>
            <input className="field-input" id={field.id('email')} name="email" type="email" autoComplete="email" required maxLength={254} {...field.a11y('email')} />
            {field.error('email')}
          </div>
          <div>
            <label className="field-label" htmlFor={field.id('phone')}>Phone</label>
            <input className="field-input" id={field.id('phone')} name="phone" type="tel" autoComplete="tel" required maxLength={30} {...field.a11y('phone')} />
            {field.error('phone')}
          </div>
          <div className="sm:col-span-2">
            <label className="field-label" htmlFor={field.id('address')}>Project address</label>
            <input className="field-input" id={field.id('address')} name="address" autoComplete="street-address" required maxLength={200} {...field.a11y('address')} />
            {field.error('address')}
          </div>
          <div>
            <label className="field-label" htmlFor={field.id('fenceType')}>Fence type</label>
            <select className="field-input" id={field.id('fenceType')} name="fenceType" required defaultValue="" {...field.a11y('fenceType')}>
              <option value="" disabled>Choose a fence type</option>
              {fenceTypeOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
            {field.error('fenceType')}
          </div>
          <div>
            <label className="field-label" htmlFor={field.id('timeline')}>Timeline</label>
            <select className="field-input" id={field.id('timeline')} name="timeline" required defaultValue="" {...field.a11y('timeline')}>
              <option value="" disabled>When do you need it?</option>
              {timelineOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
            {field.error('timeline')}
          </div>
          <div className="sm:col-span-2">
            <label className="field-label" htmlFor={field.id('message')}>Project details <span className="font-normal text-ink-600">(optional)</span></label>
            <textarea className="field-input min-h-28" id={field.id('message')} name="message" maxLength={5000} {...field.a11y('message')} />
            {field.error('message')}
          </div>
          <div className="sm:col-span-2">
            <label className="field-label" htmlFor={field.id('referralSource')}>How did you hear about us? <span className="font-normal text-ink-600">(optional)</span></label>
            <select className="field-input" id={field.id('referralSource')} name="referralSource" defaultValue="" {...field.a11y('referralSource')}>
              <option value="">Choose one</option>
              {referralSourceOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
            {field.error('referralSource')}
          </div>
          <div className="sm:col-span-2">
            <div className="flex items-start gap-3">
              <input className="mt-1 size-5 shrink-0 accent-brand-700" id={field.id('privacyConsent')} name="privacyConsent" type="checkbox" value="yes" required {...field.a11y('privacyConsent')} />
              <label htmlFor={field.id('privacyConsent')} className="text-sm text-ink-700">
                I agree to the <a href="/privacy" className="text-brand-700 underline">Privacy Policy</a> and to being contacted about my quote.
              </label>
            </div>
            {field.error('privacyConsent')}
          </div>
        </>
      )}
    </LeadForm>
  );
}

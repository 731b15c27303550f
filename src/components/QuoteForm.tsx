/**
 * The native quote request form (SPEC sections 3 and 5). It posts to the site's own /api/leads and
 * works without JavaScript; native required checks do the first validation, the shared schema the
 * rest (useLeadForm). `formId` names this instance (several can share a page) and prefixes its ids.
 */
import { fenceTypeOptions, referralSourceOptions, timelineOptions } from '../content/quoteOptions';
import { ErrorSummary, FieldError, LeadMetaFields, SendFailure, SentConfirmation, SubmitButton, fieldId, invalidProps } from './leadForm/LeadFormParts';
import { useLeadForm } from './leadForm/useLeadForm';

export function QuoteForm({ formId }: { formId: string }) {
  const { formRef, summaryRef, confirmationRef, state, onSubmit, onFocus, startOver } = useLeadForm();
  if (state.status === 'sent') return <SentConfirmation sentBy={state.sentBy} confirmationRef={confirmationRef} onStartOver={startOver} />;

  const { errors } = state;
  const id = (name: string) => fieldId(formId, name);
  const a11y = (name: string) => invalidProps(formId, name, errors);
  const error = (name: string) => <FieldError formId={formId} name={name} errors={errors} />;

  return (
    <form ref={formRef} method="post" action="/api/leads" onSubmit={onSubmit} onFocus={onFocus} className="relative grid gap-4 sm:grid-cols-2" aria-label="Quote request">
      <LeadMetaFields kind="quote" formId={formId} />
      {state.status === 'failed' && !state.problem ? <SendFailure formId={formId} summaryRef={summaryRef} /> : <ErrorSummary formId={formId} errors={errors} problem={state.problem} summaryRef={summaryRef} />}
      <div>
        <label className="field-label" htmlFor={id('firstName')}>First name</label>
        <input className="field-input" id={id('firstName')} name="firstName" autoComplete="given-name" required maxLength={100} {...a11y('firstName')} />
        {error('firstName')}
      </div>
      <div>
        <label className="field-label" htmlFor={id('lastName')}>Last name</label>
        <input className="field-input" id={id('lastName')} name="lastName" autoComplete="family-name" required maxLength={100} {...a11y('lastName')} />
        {error('lastName')}
      </div>
      <div>
        <label className="field-label" htmlFor={id('email')}>Email</label>
        <input className="field-input" id={id('email')} name="email" type="email" autoComplete="email" required maxLength={254} {...a11y('email')} />
        {error('email')}
      </div>
      <div>
        <label className="field-label" htmlFor={id('phone')}>Phone</label>
        <input className="field-input" id={id('phone')} name="phone" type="tel" autoComplete="tel" required maxLength={30} {...a11y('phone')} />
        {error('phone')}
      </div>
      <div className="sm:col-span-2">
        <label className="field-label" htmlFor={id('address')}>Project address</label>
        <input className="field-input" id={id('address')} name="address" autoComplete="street-address" required maxLength={200} {...a11y('address')} />
        {error('address')}
      </div>
      <div>
        <label className="field-label" htmlFor={id('fenceType')}>Fence type</label>
        <select className="field-input" id={id('fenceType')} name="fenceType" required defaultValue="" {...a11y('fenceType')}>
          <option value="" disabled>Choose a fence type</option>
          {fenceTypeOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
        {error('fenceType')}
      </div>
      <div>
        <label className="field-label" htmlFor={id('timeline')}>Timeline</label>
        <select className="field-input" id={id('timeline')} name="timeline" required defaultValue="" {...a11y('timeline')}>
          <option value="" disabled>When do you need it?</option>
          {timelineOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
        {error('timeline')}
      </div>
      <div className="sm:col-span-2">
        <label className="field-label" htmlFor={id('message')}>Project details <span className="font-normal text-ink-600">(optional)</span></label>
        <textarea className="field-input min-h-28" id={id('message')} name="message" maxLength={5000} {...a11y('message')} />
        {error('message')}
      </div>
      <div className="sm:col-span-2">
        <label className="field-label" htmlFor={id('referralSource')}>How did you hear about us? <span className="font-normal text-ink-600">(optional)</span></label>
        <select className="field-input" id={id('referralSource')} name="referralSource" defaultValue="" {...a11y('referralSource')}>
          <option value="">Choose one</option>
          {referralSourceOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
        {error('referralSource')}
      </div>
      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input className="mt-1 size-5 shrink-0 accent-brand-700" id={id('privacyConsent')} name="privacyConsent" type="checkbox" value="yes" required {...a11y('privacyConsent')} />
          <label htmlFor={id('privacyConsent')} className="text-sm text-ink-700">
            I agree to the <a href="/privacy" className="text-brand-700 underline">Privacy Policy</a> and to being contacted about my quote.
          </label>
        </div>
        {error('privacyConsent')}
      </div>
      <div className="sm:col-span-2">
        <SubmitButton sending={state.status === 'sending'} className="w-full sm:w-auto">Request my free quote</SubmitButton>
      </div>
    </form>
  );
}

/**
 * The contact page's message form (SPEC section 3: name, email, phone, message). It posts to the
 * site's own /api/leads and works without JavaScript; with it, useLeadForm sends it in place.
 */
import { ErrorSummary, FieldError, LeadMetaFields, SendFailure, SentConfirmation, SubmitButton, fieldId, invalidProps } from './leadForm/LeadFormParts';
import { useLeadForm } from './leadForm/useLeadForm';

const formId = 'contact';

export function ContactForm() {
  const { formRef, summaryRef, confirmationRef, state, onSubmit, onFocus, startOver } = useLeadForm();
  if (state.status === 'sent') return <SentConfirmation sentBy={state.sentBy} confirmationRef={confirmationRef} onStartOver={startOver} />;

  const { errors } = state;
  const id = (name: string) => fieldId(formId, name);
  const a11y = (name: string) => invalidProps(formId, name, errors);
  const error = (name: string) => <FieldError formId={formId} name={name} errors={errors} />;

  return (
    <form ref={formRef} method="post" action="/api/leads" onSubmit={onSubmit} onFocus={onFocus} className="relative grid gap-4" aria-label="Send us a message">
      <LeadMetaFields kind="contact" formId={formId} />
      {state.status === 'failed' && !state.problem ? <SendFailure formId={formId} summaryRef={summaryRef} /> : <ErrorSummary formId={formId} errors={errors} problem={state.problem} summaryRef={summaryRef} />}
      <div>
        <label className="field-label" htmlFor={id('name')}>Name</label>
        <input className="field-input" id={id('name')} name="name" autoComplete="name" required maxLength={100} {...a11y('name')} />
        {error('name')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label className="field-label" htmlFor={id('email')}>Email</label>
          <input className="field-input" id={id('email')} name="email" type="email" autoComplete="email" maxLength={254} {...a11y('email')} />
          {error('email')}
        </div>
        <div>
          <label className="field-label" htmlFor={id('phone')}>Phone</label>
          <input className="field-input" id={id('phone')} name="phone" type="tel" autoComplete="tel" maxLength={30} {...a11y('phone')} />
          {error('phone')}
        </div>
      </div>
      <p className="text-sm text-ink-600">Give us an email address or a phone number (or both) so we can reply.</p>
      <div>
        <label className="field-label" htmlFor={id('message')}>Message</label>
        <textarea className="field-input min-h-36" id={id('message')} name="message" required maxLength={5000} {...a11y('message')} />
        {error('message')}
      </div>
      <div>
        <SubmitButton sending={state.status === 'sending'}>Send message</SubmitButton>
      </div>
    </form>
  );
}

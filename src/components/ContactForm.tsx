/**
 * The contact page's message form (name, email, phone, message). It posts to the
 * site's own /api/leads and works without JavaScript; with it, useLeadForm sends it in place.
 */
import { LeadForm } from './leadForm/LeadForm';

export function ContactForm() {
  return (
    <LeadForm kind="contact" formId="contact" label="Send us a message" className="grid gap-4" submitText="Send message">
      {(field) => (
        <>
          <div>
            <label className="field-label" htmlFor={field.id('name')}>Name</label>
            <input className="field-input" id={field.id('name')} name="name" type="text" autoComplete="name" required maxLength={100} {...field.a11y('name')} />
            {field.error('name')}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label className="field-label" htmlFor={field.id('email')}>Email</label>
              <input className="field-input" id={field.id('email')} name="email" type="email" autoComplete="email" maxLength={254} {...field.a11y('email')} />
              {field.error('email')}
            </div>
            <div>
              <label className="field-label" htmlFor={field.id('phone')}>Phone</label>
              <input className="field-input" id={field.id('phone')} name="phone" type="tel" autoComplete="tel" maxLength={30} {...field.a11y('phone')} />
              {field.error('phone')}
            </div>
          </div>
          <p className="text-sm text-ink-600">Give us an email address or a phone number (or both) so we can reply.</p>
          <div>
            <label className="field-label" htmlFor={field.id('message')}>Message</label>
            <textarea className="field-input min-h-36" id={field.id('message')} name="message" required maxLength={5000} {...field.a11y('message')} />
            {field.error('message')}
          </div>
        </>
      )}
    </LeadForm>
  );
}

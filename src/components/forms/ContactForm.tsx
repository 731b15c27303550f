/**
 * The contact page's message form (name, email, phone, message). It posts to the
 * site's own /api/leads and works without JavaScript; with it, useLeadForm sends it in place.
 */
import { LeadForm } from './LeadForm';
import { TextField } from './TextField';

export function ContactForm() {
  return (
    <LeadForm
      kind="contact"
      formId="contact"
      label="Send us a message"
      className="grid gap-4"
      submitText="Send message"
    >
      {(field) => (
        <>
          <TextField field={field} name="name" label="Name" autoComplete="name" required maxLength={100} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField field={field} name="email" label="Email" type="email" autoComplete="email" maxLength={254} />
            <TextField field={field} name="phone" label="Phone" type="tel" autoComplete="tel" maxLength={30} />
          </div>
          <p className="text-sm text-ink-600">Give us an email address or a phone number (or both) so we can reply.</p>
          <TextField
            field={field}
            name="message"
            label="Message"
            multiline
            inputClassName="min-h-36"
            required
            maxLength={5000}
          />
        </>
      )}
    </LeadForm>
  );
}

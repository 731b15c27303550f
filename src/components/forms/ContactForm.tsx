/**
 * The contact page's message form (name, email, phone, message). It posts to the
 * site's own /api/leads and works without JavaScript; with it, useLeadForm sends it in place.
 */
import { contactFormWords as words } from '../../content/formWords';
import { LeadForm } from './LeadForm';
import { TextField } from './TextField';

export function ContactForm() {
  return (
    <LeadForm kind="contact" formId="contact" label={words.label} className="grid gap-4" submitText={words.submit}>
      {(field) => (
        <>
          <TextField field={field} name="name" label={words.name} autoComplete="name" required maxLength={100} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              field={field}
              name="email"
              label={words.email}
              type="email"
              autoComplete="email"
              maxLength={254}
            />
            <TextField field={field} name="phone" label={words.phone} type="tel" autoComplete="tel" maxLength={30} />
          </div>
          <p className="text-sm text-ink-600">{words.emailOrPhone}</p>
          <TextField
            field={field}
            name="message"
            label={words.message}
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

/**
 * The contact page's message form (SPEC section 3: name, email, phone, message). It posts to the
 * site's own /api/leads and works without JavaScript.
 */
export function ContactForm() {
  return (
    <form method="post" action="/api/leads" className="grid gap-4" aria-label="Send us a message">
      <input type="hidden" name="kind" value="contact" />
      <div>
        <label className="field-label" htmlFor="contact-name">Name</label>
        <input className="field-input" id="contact-name" name="name" autoComplete="name" required maxLength={100} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label className="field-label" htmlFor="contact-email">Email</label>
          <input className="field-input" id="contact-email" name="email" type="email" autoComplete="email" />
        </div>
        <div>
          <label className="field-label" htmlFor="contact-phone">Phone</label>
          <input className="field-input" id="contact-phone" name="phone" type="tel" autoComplete="tel" />
        </div>
      </div>
      <p className="text-sm text-ink-600">Give us an email address or a phone number (or both) so we can reply.</p>
      <div>
        <label className="field-label" htmlFor="contact-message">Message</label>
        <textarea className="field-input min-h-36" id="contact-message" name="message" required maxLength={5000} />
      </div>
      <div>
        <button type="submit" className="btn-primary">Send message</button>
      </div>
    </form>
  );
}

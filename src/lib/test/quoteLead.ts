/**
 * A quote request from the quote dialog as the lead API receives it, every contact field filled and no
 * service chosen: tests add the service, the kind of job and the answers they are about.
 */
export const dialogQuote = {
  kind: 'quote',
  formId: 'dialog',
  idempotencyKey: 'key-12345678',
  formToken: '',
  website: '',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '214-555-0147',
  address: '1 Elm St, Dallas TX',
  timeline: '1month',
  message: '',
  referralSource: '',
  privacyConsent: 'yes',
};

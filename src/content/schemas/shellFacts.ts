/** What src/content/shellFacts.ts exports: the business facts the shell shows, taken from business.ts. */
import { z } from 'zod';
import { businessContent } from './business';
import { text } from './shapes';

const { business: facts } = businessContent.shape;

export const shellFactsContent = z.strictObject({
  shellBusiness: z.strictObject({
    name: text,
    tagline: text,
    /** As people read it: "(214) 555-0142". */
    phone: facts.shape.phone.shape.display,
    email: facts.shape.email,
    /** "2150 N Shiloh Rd, Suite 110, Garland, TX 75044" */
    addressOneLine: text,
    hours: facts.shape.hours,
    designerCredit: facts.shape.designerCredit,
  }),
  shellLinks: z.strictObject({
    tel: z.string().regex(/^tel:\+1\d{10}$/),
    sms: z.string().regex(/^sms:\+1\d{10}$/),
    mail: z.string().startsWith('mailto:'),
  }),
  shellProfiles: businessContent.shape.socialProfiles,
  shellTrustFacts: businessContent.shape.trustFacts,
  /** LEAD_PROVIDER_FORM_ID at build time, or null. */
  leadProviderFormId: z.string().nullable(),
});

export type ShellFactsContent = z.infer<typeof shellFactsContent>;

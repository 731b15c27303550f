/**
 * The business facts the shell shows on every page (navigation, footer, phones' contact row, quote
 * dialog), and nothing else: what start-up needs of src/content/business.ts. Made from it, never
 * edited (the frame's words are ./shellWords.ts, facts filled in). In the page's production script webpack replaces this module by its value, computed when it
 * builds (scripts/buildTimeValue.ts, applied in webpack.config.ts), so start-up carries these few
 * literals rather than all of content/business.json (service areas, map pin, …) and the code that
 * derives the rest; Node, jest and the dev server run it as written. Every export is data.
 */
import {
  addressOneLine,
  business,
  leadProvider,
  mailHref,
  smsHref,
  socialProfiles,
  telHref,
  trustFacts,
} from './business';
import type { ShellFactsContent } from './schemas/shellFacts';

export const shellBusiness = {
  name: business.name,
  tagline: business.tagline,
  phone: business.phone.display,
  email: business.email,
  addressOneLine,
  hours: business.hours,
  designerCredit: business.designerCredit,
} satisfies ShellFactsContent['shellBusiness'];

/** The tel:, sms: and mailto: links. */
export const shellLinks = { tel: telHref, sms: smsHref, mail: mailHref } satisfies ShellFactsContent['shellLinks'];

/** The social profiles that have a URL, and the credentials that are set (both empty until set). */
export const shellProfiles = socialProfiles;
export const shellTrustFacts = trustFacts;

/** The lead provider's form id (LEAD_PROVIDER_FORM_ID at build time), or null: the native quote form. */
export const leadProviderFormId: string | null = leadProvider.formId;

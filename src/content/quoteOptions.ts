/**
 * Options of the quote request form. The values are what the lead API stores; the labels are what
 * visitors read (the timelines' and referral sources' in content/forms.json). The lead schema (src/lib) takes its enums from here. The services and the fence types
 * are the services' files (content/services/, ./serviceFiles.ts). Plain data: webpack replaces this
 * module by its value (./pageCopyModules.ts).
 */
import type { QuoteOptionsContent } from './schemas/quoteOptions';
import { readServices } from './serviceFiles';
import { serviceValues, type ServiceValue } from './serviceIds';
import { referralSourceValues, type ReferralSource, type Timeline } from './formChoices';
// Read as it is, like ./timelineOptions.ts: the content reader's schemas read this module (a circle).
// The build checks the file with its schema all the same, and a choice's words take no placeholder.
import forms from '../../content/forms.json';

const { services, other } = readServices();

/**
 * The fence types: the answers of the fence quote's "Fence type" question (content/services/fences.json),
 * which the fence sales page's form and the privacy policy offer too.
 */
export const fenceTypeOptions = services.fences.questions.find((question) => question.id === 'fenceType')!
  .options satisfies QuoteOptionsContent['fenceTypeOptions'];

import { timelineOptions } from './timelineOptions';

export { timelineOptions };

/** "How did you hear about us?": the values stored (./formChoices.ts), the owner's words (content/forms.json). */
export const referralSourceOptions = referralSourceValues.map((value) => ({
  value,
  label: forms.referralSourceChoices[value],
})) satisfies QuoteOptionsContent['referralSourceOptions'];

/**
 * The services a quote request can be about, in the form's order: each one's name and `pages`, from its
 * file. `pages` are the route paths that are about the service: the quote form opened on one of them,
 * or on any page below it in the page registry, starts with this service chosen.
 */
export const serviceOptions = serviceValues.map((value) => {
  const { service: label, pages } = value === 'other' ? { ...other, pages: [] } : services[value];
  return { value, label, pages };
}) satisfies QuoteOptionsContent['serviceOptions'];

export type { ServiceValue };
export type FenceType = string;
export type { Timeline, ReferralSource };

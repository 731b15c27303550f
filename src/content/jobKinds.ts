/**
 * The kinds of job a quote request can be, per service. A service with more than one kind asks
 * which first (preselected from the page the visitor is on), and then only the questions that kind
 * of job needs; a service with one kind never asks, and its requests are stored with that kind.
 *
 * `pages` are the route paths whose quote form starts with this kind chosen (a page below one in
 * the registry takes its nearest listed ancestor's); on any other page of the service the first
 * kind is chosen. A page that names two jobs (sprinkler repair and maintenance) is listed by both
 * kinds: its form asks which, with none chosen, rather than guessing. `dialogTitle` titles the quote
 * dialog while that kind is chosen in its form (it follows the visitor's choice; with no kind
 * chosen the dialog has the general title, `generalDialogTitle`).
 * The values are what the lead API stores; the labels are what visitors read.
 *
 * `jobKindValues` is also the order in which the form lists the kinds (one radio per value serves
 * every service, so each service lists its kinds in this order: the content test checks it).
 */
import type { ServiceValue } from './quoteOptions';

export interface JobKindOption {
  value: JobKind;
  label: string;
  pages: readonly string[];
  dialogTitle: string;
}

export const jobKindValues = ['new', 'inspection', 'repair', 'staining', 'maintenance'] as const;
export type JobKind = (typeof jobKindValues)[number];

/** The dialog's title when its form has no kind of job chosen (a one-kind service, no service, or a page asking which). */
export const generalDialogTitle = 'Request your free quote';

export const jobKinds = {
  fences: [
    {
      value: 'new',
      label: 'A new fence or a replacement',
      pages: ['/services/fences/installation', '/services/fences/sales'],
      dialogTitle: 'Request your free fence quote',
    },
    {
      value: 'repair',
      label: 'Repair: leaning, broken or storm-damaged',
      pages: ['/services/fences/repair'],
      dialogTitle: 'Request a fence repair',
    },
    {
      value: 'staining',
      label: 'Staining and sealing',
      pages: ['/services/fences/staining'],
      dialogTitle: 'Request a fence staining quote',
    },
  ],
  landscaping: [{ value: 'new', label: 'Landscaping work', pages: [], dialogTitle: generalDialogTitle }],
  'landscape-design': [{ value: 'new', label: 'A design', pages: [], dialogTitle: generalDialogTitle }],
  irrigation: [
    {
      value: 'new',
      label: 'A new sprinkler system',
      pages: ['/services/irrigation/sprinklers'],
      dialogTitle: 'Request your free irrigation quote',
    },
    {
      value: 'repair',
      label: 'Repair: leaks, broken heads, dry spots',
      // "Sprinkler Repair & Irrigation Maintenance": both jobs, so that page asks which.
      pages: ['/services/irrigation/maintenance'],
      dialogTitle: 'Request a sprinkler repair',
    },
    {
      value: 'maintenance',
      label: 'A check-up, seasonal start-up or new controller',
      pages: ['/services/irrigation/maintenance', '/services/irrigation/smart-controllers'],
      dialogTitle: 'Request a sprinkler check-up',
    },
  ],
  'artificial-turf': [{ value: 'new', label: 'New turf', pages: [], dialogTitle: generalDialogTitle }],
  'foundation-repair': [
    {
      value: 'inspection',
      label: 'A free inspection: find out what is wrong',
      pages: ['/services/foundation-repair'],
      dialogTitle: 'Book your free foundation inspection',
    },
    {
      value: 'repair',
      label: 'Repair: I already have a report or a plan',
      pages: [],
      dialogTitle: 'Request a foundation repair quote',
    },
  ],
  'outdoor-living': [{ value: 'new', label: 'A new outdoor space', pages: [], dialogTitle: generalDialogTitle }],
  other: [{ value: 'new', label: 'Something else', pages: [], dialogTitle: generalDialogTitle }],
} as const satisfies Record<ServiceValue, readonly JobKindOption[]>;

/** A service's kinds of job, in form order. */
export function jobKindsOf(service: ServiceValue): readonly JobKindOption[] {
  return jobKinds[service];
}

/** The services that ask "What kind of job?" (more than one kind). */
export const servicesAskingJob = (Object.keys(jobKinds) as ServiceValue[]).filter(
  (service) => jobKinds[service].length > 1,
);

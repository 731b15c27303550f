/**
 * The kinds of job a quote request can be, per service: each service's file, content/services/<service>.json
 * (./serviceFiles.ts). A service with more than one kind asks which first (preselected from the page
 * the visitor is on), and then only the questions that kind of job needs; a service with one kind
 * never asks, and its requests are stored with that kind.
 *
 * `pages` are the route paths whose quote form starts with this kind chosen (a page below one in
 * the registry takes its nearest listed ancestor's); on any other page of the service the first
 * kind is chosen. A page that names two jobs (sprinkler repair and maintenance) is listed by both
 * kinds: its form asks which, with none chosen, rather than guessing. `dialogTitle` titles the quote
 * dialog while that kind is chosen in its form (it follows the visitor's choice; with no kind
 * chosen the dialog has the general title, `generalDialogTitle`, the "Something else" file's).
 * The values are what the lead API stores (./serviceIds.ts); the labels are what visitors read.
 * Plain data: webpack replaces this module by its value (./pageCopyModules.ts).
 */
import { readServices } from './serviceFiles';
import { jobKindValues, serviceValues, type JobKind, type ServiceValue } from './serviceIds';

export { jobKindValues, type JobKind };

export interface JobKindOption {
  value: JobKind;
  label: string;
  pages: readonly string[];
  dialogTitle: string;
}

const { services, other } = readServices();

/** The dialog's title when its form has no kind of job chosen (a one-kind service, no service, or a page asking which). */
export const generalDialogTitle: string = other.dialogTitle;

export const jobKinds = Object.fromEntries(
  serviceValues.map((service): [ServiceValue, readonly JobKindOption[]] => [
    service,
    service === 'other'
      ? [{ value: 'new', label: other.choice, pages: [], dialogTitle: generalDialogTitle }]
      : services[service].jobs.map((kind) => ({
          value: kind.id as JobKind, // one of jobKindValues: the file's check refuses any other
          label: kind.choice,
          pages: kind.pages,
          dialogTitle: kind.dialogTitle ?? generalDialogTitle,
        })),
  ]),
) as Record<ServiceValue, readonly [JobKindOption, ...JobKindOption[]]>;

/** The services that ask "What kind of job?" (more than one kind). */
export const servicesAskingJob: readonly ServiceValue[] = serviceValues.filter(
  (service) => jobKinds[service].length > 1,
);

/**
 * Moves a quote form's service and kind of job to a page's preselection, in the DOM: the select and
 * the radios are uncontrolled (so hydration keeps what a visitor chose before it), so a change of page
 * or of service that should move them is written to the controls themselves. Tiny and React-free: the
 * quote dialog also calls it on its served form before that form has hydrated.
 */
import { servicesAskingJob } from '../../content/jobKinds';
import { quotePreselection } from '../../lib/serviceForPath';

export interface FormPreselection {
  service: string;
  /** "" when no radio is checked. */
  job: string;
}

/**
 * The page's service and kind of job, as the form's controls show them: a service with one kind never
 * asks, so no radio is checked for it (the server stores its one kind).
 */
export function formPreselection(path: string): FormPreselection | null {
  const preselected = quotePreselection(path);
  if (!preselected) return null;
  const asks = (servicesAskingJob as readonly string[]).includes(preselected.service);
  return { service: preselected.service, job: asks ? preselected.job : '' };
}
export function applyPreselection(form: HTMLFormElement, preselection: FormPreselection | null): void {
  const service = form.elements.namedItem('service');
  if (service instanceof HTMLSelectElement && service.value !== (preselection?.service ?? ''))
    service.value = preselection?.service ?? '';
  for (const radio of form.querySelectorAll<HTMLInputElement>('input[type="radio"][name="job"]'))
    radio.checked = radio.value === preselection?.job;
}

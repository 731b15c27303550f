/**
 * What the quote dialog says and preselects on a given page: its title after the kind of job the
 * page preselects ("Book your free foundation inspection"), and the served form's service and kind of
 * job. A chunk of its own, loaded by the dialog when the visitor moves to another page (and by the
 * prerender crawl): the page's start-up script does not carry the services' job kinds, because the
 * served HTML already has the right title and choices for the page it is.
 */
import { applyPreselection, formPreselection } from '../components/quote/preselection';
import { jobKinds } from '../content/jobKinds';
import { quotePreselection } from '../lib/serviceForPath';

/** The title on pages about no one service. */
const defaultDialogTitle = jobKinds.other[0].dialogTitle;

export function dialogTitleFor(path: string): string {
  return quotePreselection(path)?.dialogTitle ?? defaultDialogTitle;
}

/** Moves a served form that has not hydrated yet to the page's service and kind of job. */
export function preselectServedForm(form: HTMLFormElement, path: string): void {
  applyPreselection(form, formPreselection(path));
}

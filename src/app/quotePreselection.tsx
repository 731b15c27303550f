/**
 * What the quote dialog says and preselects: every title it can have (the served dialog's, shown by
 * CSS after the form's choices), the title after the kind of job a page preselects (for the lead
 * provider's frame, which has no form to follow), and the served form's service and kind of job. A
 * chunk of its own, loaded by the dialog when the visitor moves to another page (and by the prerender
 * crawl): the page's start-up script does not carry the services' job kinds, because the served HTML
 * already has the titles and the right choices for the page it is.
 */
import { applyPreselection, formPreselection } from '../components/quote/preselection';
import { generalDialogTitle, jobKinds, servicesAskingJob } from '../content/jobKinds';
import { quotePreselection } from '../lib/serviceForPath';

export function dialogTitleFor(path: string): string {
  return quotePreselection(path)?.dialogTitle ?? generalDialogTitle;
}

/** Moves a served form that has not hydrated yet to the page's service and kind of job. */
export function preselectServedForm(form: HTMLFormElement, path: string): void {
  applyPreselection(form, formPreselection(path));
}

/**
 * Every title of the dialog, one span each, the general one last: src/styles/quoteChoices.style.ts
 * shows the title of the service and kind of job chosen in the dialog's form ("Request a sprinkler
 * repair" once Repair is chosen), else the general one. CSS, so the title follows the visitor's
 * choice before and without script; the markup is the same on every page (the crawl writes it).
 */
export function DialogTitles() {
  return (
    <>
      {servicesAskingJob.flatMap((service) =>
        jobKinds[service].map((kind) => (
          <span
            key={`${service} ${kind.value}`}
            className="dialog-title-job"
            data-service={service}
            data-job={kind.value}
          >
            {kind.dialogTitle}
          </span>
        )),
      )}
      <span className="dialog-title-general">{generalDialogTitle}</span>
    </>
  );
}

/**
 * The native quote request form. It posts to the site's own /api/leads and works without
 * JavaScript; native required checks do the first validation, the shared schema the rest
 * (useLeadForm). `formId` names this instance (several can share a page) and prefixes its ids.
 *
 * The visitor picks a service and, where the service has more than one, the kind of job (both
 * preselected from the page the form is on: a sub-page takes its parent's), and answers only that
 * job's follow-up questions.
 */
import { useEffect, useRef, useState } from 'react';
import { isPrerendering } from '../../lib/environment';
import { useClientValue } from '../ui/useClientValue';
import { useCurrentPage } from '../ui/currentPage';
import { quoteFormWords } from '../../content/formWords';
import { serviceOptions, type ServiceValue } from '../../content/quoteOptions';
import { jobKindForPath } from '../../lib/serviceForPath';
import type { FieldHelpers } from '../forms/LeadForm';
import { asksJob, JobChoice } from './JobChoice';
import { applyPreselection, formPreselection } from './preselection';
import { ClosingFields, ContactFields, QuoteFormFrame, SelectField, TimelineField } from './QuoteFields';
import { ServiceQuestions } from './ServiceQuestions';

/**
 * The service select, the timeline, the kind of job and the follow-up groups. Its state lives inside
 * the <form>, so it starts afresh with the form (after "send another request" the preselection is back).
 */
function ServiceFields({ field, path }: { field: FieldHelpers; path: string }) {
  const preselected = formPreselection(path);
  const [chosen, setChosen] = useState<string>(preselected?.service ?? '');
  const [job, setJob] = useState<string>(preselected?.job ?? '');
  const select = useRef<HTMLSelectElement>(null);
  // False in the prerendered snapshot and the first client render (they must match); true once the
  // visitor's browser runs script, which is when the chosen group's questions may carry `required`.
  // The crawl runs script too, but its snapshot is what visitors without script get.
  const enforce = useClientValue(() => !isPrerendering(), false);

  // Another page (client-side navigation, the dialog staying open across it): its preselection.
  const shownFor = useRef(path);
  useEffect(() => {
    if (shownFor.current === path || !select.current?.form) return;
    shownFor.current = path;
    const next = formPreselection(path);
    applyPreselection(select.current.form, next);
    setChosen(next?.service ?? '');
    setJob(next?.job ?? '');
  }, [path]);

  const chooseService = (service: string) => {
    setChosen(service);
    // The new service's kind of job for this page (or its first): checked, so its questions show.
    const option = serviceOptions.find((candidate) => candidate.value === service);
    const kind =
      option && asksJob(option.value) ? (jobKindForPath(path, option.value as ServiceValue)?.value ?? '') : '';
    if (select.current?.form)
      applyPreselection(select.current.form, option ? { service: option.value, job: kind } : null);
    setJob(kind);
  };

  return (
    <>
      <SelectField
        field={field}
        name="service"
        label={quoteFormWords.service}
        placeholder={quoteFormWords.servicePlaceholder}
        options={serviceOptions}
        required
        defaultValue={preselected?.service ?? ''}
        onChange={chooseService}
        selectRef={select}
      />
      <TimelineField field={field} />
      <JobChoice
        field={field}
        initial={preselected?.job ?? ''}
        required={enforce && asksJob(chosen)}
        onChange={setJob}
      />
      <ServiceQuestions field={field} chosen={chosen} job={job} enforce={enforce} />
    </>
  );
}

export function QuoteForm({ formId }: { formId: string }) {
  const page = useCurrentPage();
  return (
    <QuoteFormFrame formId={formId}>
      {(field) => (
        <>
          <ContactFields field={field} />
          <ServiceFields field={field} path={page?.path ?? ''} />
          <ClosingFields field={field} />
        </>
      )}
    </QuoteFormFrame>
  );
}

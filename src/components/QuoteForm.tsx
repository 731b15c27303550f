/**
 * The native quote request form. It posts to the site's own /api/leads and works without
 * JavaScript; native required checks do the first validation, the shared schema the rest
 * (useLeadForm). `formId` names this instance (several can share a page) and prefixes its ids.
 *
 * The visitor picks a service (preselected from the page the form is on: a sub-page takes its
 * parent's) and answers only that service's follow-up questions.
 */
import { useState } from 'react';
import { isPrerendering } from '../app/environment';
import { useClientValue } from '../app/useClientValue';
import { useCurrentPage } from '../app/currentPage';
import { serviceOptions } from '../content/quoteOptions';
import { serviceForPath } from '../lib/serviceForPath';
import type { FieldHelpers } from './leadForm/LeadForm';
import { ClosingFields, ContactFields, QuoteFormFrame, SelectField, TimelineField } from './leadForm/QuoteFields';
import { ServiceQuestions } from './leadForm/ServiceQuestions';

/**
 * The service select, the timeline and the follow-up groups. Its state lives inside the <form>, so
 * it starts afresh with the form (after "send another request" the preselection is back).
 */
function ServiceFields({ field, preselected }: { field: FieldHelpers; preselected: string }) {
  const [chosen, setChosen] = useState(preselected);
  // False in the prerendered snapshot and the first client render (they must match); true once the
  // visitor's browser runs script, which is when the chosen group's questions may carry `required`.
  // The crawl runs script too, but its snapshot is what visitors without script get.
  const enforce = useClientValue(() => !isPrerendering(), false);
  return (
    <>
      <SelectField
        field={field}
        name="service"
        label="Service"
        placeholder="Choose a service"
        options={serviceOptions}
        required
        defaultValue={preselected}
        onChange={setChosen}
      />
      <TimelineField field={field} />
      <ServiceQuestions field={field} chosen={chosen} enforce={enforce} />
    </>
  );
}

export function QuoteForm({ formId }: { formId: string }) {
  const page = useCurrentPage();
  const preselected = (page && serviceForPath(page.path)) ?? '';
  return (
    <QuoteFormFrame formId={formId}>
      {(field) => (
        <>
          <ContactFields field={field} />
          <ServiceFields field={field} preselected={preselected} />
          <ClosingFields field={field} />
        </>
      )}
    </QuoteFormFrame>
  );
}

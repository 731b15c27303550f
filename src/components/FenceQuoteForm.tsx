/**
 * The fence quote form of the fence sales landing page: fence questions only, no service choice (the
 * page is about fences alone). It posts no service field; the lead schema files such a request
 * under fences.
 */
import { fenceTypeOptions } from '../content/quoteOptions';
import { LeadForm } from './leadForm/LeadForm';
import { ClosingFields, ContactFields, SelectField, TimelineField } from './leadForm/QuoteFields';

export function FenceQuoteForm({ formId }: { formId: string }) {
  return (
    <LeadForm
      kind="quote"
      formId={formId}
      label="Quote request"
      className="grid gap-4 sm:grid-cols-2"
      submitText="Request my free quote"
      submitRowClassName="sm:col-span-2"
      submitClassName="w-full sm:w-auto"
    >
      {(field) => (
        <>
          <ContactFields field={field} />
          <SelectField field={field} name="fenceType" label="Fence type" placeholder="Choose a fence type" options={fenceTypeOptions} required />
          <TimelineField field={field} />
          <ClosingFields field={field} />
        </>
      )}
    </LeadForm>
  );
}

/**
 * The fence quote form of the fence sales landing page: fence questions only, no service choice (the
 * page is about fences alone). It posts no service field; the lead schema files such a request
 * under fences. With `estimator`, it opens with the package and length fields and their estimate.
 */
import { quoteFormWords } from '../../content/formWords';
import { fenceTypeOptions } from '../../content/quoteOptions';
import { FenceEstimator, type EstimatorCopy } from './FenceEstimator';
import { ClosingFields, ContactFields, QuoteFormFrame, SelectField, TimelineField } from './QuoteFields';

export function FenceQuoteForm({ formId, estimator }: { formId: string; estimator?: EstimatorCopy }) {
  return (
    <QuoteFormFrame formId={formId}>
      {(field) => (
        <>
          {estimator && <FenceEstimator field={field} copy={estimator} />}
          <ContactFields field={field} />
          <SelectField
            field={field}
            name="fenceType"
            label={quoteFormWords.fenceType}
            placeholder={quoteFormWords.fenceTypePlaceholder}
            options={fenceTypeOptions}
            required
          />
          <TimelineField field={field} />
          <ClosingFields field={field} />
        </>
      )}
    </QuoteFormFrame>
  );
}

/**
 * The follow-up questions of every service, one fieldset each. All groups are in the HTML, so a
 * visitor without JavaScript can switch services and kinds of job too: stylesheet rules (src/styles/
 * quoteChoices.style.ts) show only the group of the service selected and, in it, the questions of the kind of
 * job checked. Once the page runs script, the chosen job's required selects become required in the
 * browser as well; before that (and without script) the server checks them, because a required
 * control in a hidden group would block every submit. A set of checkboxes is never `required` in
 * HTML (that would require every box): the schema checks that at least one is ticked.
 */
import { quoteFormWords } from '../../content/formWords';
import type { JobKind } from '../../content/jobKinds';
import type { ServiceValue } from '../../content/quoteOptions';
import { serviceQuestions } from '../../content/serviceQuestions';
import { asksQuestion, isSeveral, jobValuesOf, type Question } from '../../lib/quoteQuestions';
import type { FieldHelpers } from '../forms/LeadForm';
import { SelectField } from './QuoteFields';

const groups = Object.entries(serviceQuestions).filter(([, group]) => group.questions.length > 0) as [
  ServiceValue,
  (typeof serviceQuestions)[ServiceValue],
][];

/** The kinds of job that ask a question, when not every kind of its service does (else null: always shown). */
function onlyFor(service: ServiceValue, question: Question): string | null {
  const kinds = jobValuesOf(service);
  const asking = kinds.filter((job) => asksQuestion(question, job));
  return asking.length < kinds.length ? asking.join(' ') : null;
}

function CheckboxQuestion({ field, question }: { field: FieldHelpers; question: Question & { hint: string } }) {
  return (
    <fieldset id={field.id(question.name)} data-field={question.name}>
      <legend className="field-label">
        {question.label} <span className="font-normal text-ink-600">{question.hint}</span>
      </legend>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {question.options.map((option) => (
          <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3 text-ink-800">
            <input
              type="checkbox"
              id={field.id(`${question.name}-${option.value}`)}
              name={question.name}
              value={option.value}
              className="size-5 shrink-0 accent-brand-700"
              {...field.a11y(question.name)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {field.error(question.name)}
    </fieldset>
  );
}

export function ServiceQuestions({
  field,
  chosen,
  job,
  enforce,
}: {
  field: FieldHelpers;
  chosen: string;
  job: string;
  enforce: boolean;
}) {
  return (
    <>
      {groups.map(([service, group]) => (
        <fieldset
          key={service}
          data-service={service}
          className="service-questions rounded-xl border border-ink-900/15 bg-sand-50 px-4 pt-1 pb-4 sm:col-span-2"
        >
          <legend className="px-1 text-sm font-bold text-brand-800">{group.legend}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {group.questions.map((question: Question) => {
              const jobs = onlyFor(service, question);
              const asked = chosen === service && asksQuestion(question, job as JobKind);
              return (
                <div
                  key={question.name}
                  data-jobs={jobs ?? undefined}
                  className={
                    [jobs && 'job-question', isSeveral(question) && 'sm:col-span-2'].filter(Boolean).join(' ') ||
                    undefined
                  }
                >
                  {isSeveral(question) ? (
                    <CheckboxQuestion field={field} question={question as Question & { hint: string }} />
                  ) : (
                    <SelectField
                      field={field}
                      name={question.name}
                      label={question.label}
                      hint={question.required ? undefined : quoteFormWords.optional}
                      placeholder={'placeholder' in question ? question.placeholder : ''}
                      options={question.options}
                      required={enforce && question.required && asked}
                    />
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}

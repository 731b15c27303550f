/**
 * The follow-up questions of every service, one fieldset each. All groups are in the HTML, so a
 * visitor without JavaScript can switch services too: a stylesheet rule (main.css, "quote form")
 * shows only the group of the service selected. Once the page runs script, the chosen group's
 * required questions become required in the browser as well; before that (and without script) the
 * server checks them, because a required control in a hidden group would block every submit.
 */
import { serviceQuestions } from '../../content/serviceQuestions';
import type { ServiceValue } from '../../content/quoteOptions';
import type { FieldHelpers } from './LeadForm';
import { SelectField } from './QuoteFields';

const groups = Object.entries(serviceQuestions).filter(([, group]) => group.questions.length > 0) as [
  ServiceValue,
  (typeof serviceQuestions)[ServiceValue],
][];

export function ServiceQuestions({
  field,
  chosen,
  enforce,
}: {
  field: FieldHelpers;
  chosen: string;
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
            {group.questions.map((question) => (
              <SelectField
                key={question.name}
                field={field}
                name={question.name}
                label={question.label}
                hint={question.required ? undefined : '(optional)'}
                placeholder={question.placeholder}
                options={question.options}
                required={enforce && question.required && chosen === service}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}

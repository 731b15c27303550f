/**
 * "What kind of job?": one native radio group for every service that has more than one kind of job
 * (src/content/jobKinds.ts). Without script too, a stylesheet rule (src/styles/quoteChoices.style.ts) shows the
 * group only when the chosen service asks it, each kind only when that service has it, and the label
 * that service words it with. One radio per kind serves every service, so the no-JS form posts one
 * `job` and the server's refilled form (server/leads/noScriptHtml.ts) checks exactly one radio.
 */
import { quoteFormWords } from '../../content/formWords';
import { jobKindValues, jobKinds, servicesAskingJob, type JobKind } from '../../content/jobKinds';
import type { FieldHelpers } from '../forms/LeadForm';

/** Each kind with the services (that ask the question) which offer it, and their labels. */
const kindsOffered = jobKindValues
  .map((value) => ({
    value,
    labels: servicesAskingJob.flatMap((service) =>
      (jobKinds[service] as readonly { value: JobKind; label: string }[])
        .filter((kind) => kind.value === value)
        .map((kind) => ({ service, label: kind.label })),
    ),
  }))
  .filter((kind) => kind.labels.length > 0);

export const jobRadioId = (field: FieldHelpers, job: string) => field.id(`job-${job}`);

export function JobChoice({
  field,
  initial,
  required,
  onChange,
}: {
  field: FieldHelpers;
  /** The kind checked in the served HTML ("" for none). */
  initial: string;
  required: boolean;
  onChange: (job: JobKind) => void;
}) {
  return (
    <fieldset id={field.id('job')} data-field="job" className="job-choice sm:col-span-2">
      <legend className="field-label">{quoteFormWords.job}</legend>
      <div className="grid gap-2">
        {kindsOffered.map((kind) => (
          <label
            key={kind.value}
            data-services={kind.labels.map((entry) => entry.service).join(' ')}
            // No display class here: the quote choices stylesheet shows the kinds of the chosen service (as flex), hides the others.
            className="job-option min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-ink-900/15 px-3 py-2 text-ink-800 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              id={jobRadioId(field, kind.value)}
              name="job"
              value={kind.value}
              defaultChecked={kind.value === initial}
              required={required}
              onChange={() => onChange(kind.value)}
              className="size-5 shrink-0 accent-brand-700"
              {...field.a11y('job')}
            />
            {kind.labels.map((entry) => (
              <span key={entry.service} data-service={entry.service} className="job-label">
                {entry.label}
              </span>
            ))}
          </label>
        ))}
      </div>
      {field.error('job')}
    </fieldset>
  );
}

/** Whether a service asks the kind of job (more than one kind). */
export const asksJob = (service: string): boolean => (servicesAskingJob as readonly string[]).includes(service);

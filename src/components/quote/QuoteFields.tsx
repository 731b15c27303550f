/**
 * What the quote forms share: the form frame (label, two-column grid, submit button) and the
 * fields: contact details and address, a select from an option list, details, referral and consent.
 * Both the service-aware quote form and the fence sales page's form are made of these, so a fix to
 * one field reaches both.
 */
import { quoteFormWords as words } from '../../content/formWords';
import { referralSourceOptions, timelineOptions } from '../../content/quoteOptions';
import type { ReactNode, Ref } from 'react';
import { LeadForm, type FieldHelpers } from '../forms/LeadForm';
import { TextField } from '../forms/TextField';

interface SelectFieldProps {
  field: FieldHelpers;
  name: string;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  required: boolean;
  className?: string;
  /** The preselected value ("" for the placeholder). */
  defaultValue?: string;
  /** Shown after the label, e.g. "(optional)". */
  hint?: string;
  onChange?: (value: string) => void;
  selectRef?: Ref<HTMLSelectElement>;
}

export function SelectField({
  field,
  name,
  label,
  placeholder,
  options,
  required,
  className,
  defaultValue = '',
  hint,
  onChange,
  selectRef,
}: SelectFieldProps) {
  return (
    <div className={className}>
      <label className="field-label" htmlFor={field.id(name)}>
        {label}
        {hint && <span className="font-normal text-ink-600"> {hint}</span>}
      </label>
      <select
        ref={selectRef}
        className="field-input"
        id={field.id(name)}
        name={name}
        required={required}
        defaultValue={defaultValue}
        onChange={onChange && ((event) => onChange(event.currentTarget.value))}
        {...field.a11y(name)}
      >
        <option value="" disabled={required}>
          {placeholder}
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {field.error(name)}
    </div>
  );
}

/** First and last name, e-mail, phone and the project address. */
export function ContactFields({ field }: { field: FieldHelpers }) {
  return (
    <>
      <TextField
        field={field}
        name="firstName"
        label={words.firstName}
        autoComplete="given-name"
        required
        maxLength={100}
      />
      <TextField
        field={field}
        name="lastName"
        label={words.lastName}
        autoComplete="family-name"
        required
        maxLength={100}
      />
      <TextField
        field={field}
        name="email"
        label={words.email}
        type="email"
        autoComplete="email"
        required
        maxLength={254}
      />
      <TextField field={field} name="phone" label={words.phone} type="tel" autoComplete="tel" required maxLength={30} />
      {/* One line: street-address is for multi-line controls only, so the first address line it is. */}
      <TextField
        field={field}
        name="address"
        label={words.address}
        autoComplete="address-line1"
        required
        maxLength={200}
        className="sm:col-span-2"
      />
    </>
  );
}

/** The frame both quote forms share: a "Quote request" form in two columns with its submit button. */
export function QuoteFormFrame({ formId, children }: { formId: string; children: (field: FieldHelpers) => ReactNode }) {
  return (
    <LeadForm
      kind="quote"
      formId={formId}
      label={words.label}
      className="grid gap-4 sm:grid-cols-2"
      submitText={words.submit}
      submitRowClassName="sm:col-span-2"
      submitClassName="w-full sm:w-auto"
    >
      {children}
    </LeadForm>
  );
}

export function TimelineField({ field }: { field: FieldHelpers }) {
  return (
    <SelectField
      field={field}
      name="timeline"
      label={words.timeline}
      placeholder={words.timelinePlaceholder}
      options={timelineOptions}
      required
    />
  );
}

/**
 * The consent's words either side of its link to the Privacy Policy (the words' own {privacyPolicy}),
 * the spaces around the link put back as their own text, as the served form has always had them.
 */
const [consentBefore, consentAfter] = words.consent.split('{privacyPolicy}').map((part) => part.trim());

/** Project details, how they heard of us, and the privacy consent. */
export function ClosingFields({ field }: { field: FieldHelpers }) {
  return (
    <>
      <TextField
        field={field}
        name="message"
        label={words.details}
        hint={words.optional}
        multiline
        inputClassName="min-h-28"
        maxLength={5000}
        className="sm:col-span-2"
      />
      <SelectField
        field={field}
        name="referralSource"
        label={words.referralSource}
        hint={words.optional}
        placeholder={words.referralSourcePlaceholder}
        options={referralSourceOptions}
        required={false}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            className="mt-1 size-5 shrink-0 accent-brand-700"
            id={field.id('privacyConsent')}
            name="privacyConsent"
            type="checkbox"
            value="yes"
            required
            {...field.a11y('privacyConsent')}
          />
          <label htmlFor={field.id('privacyConsent')} className="text-sm text-ink-700">
            {consentBefore}{' '}
            <a href="/privacy" className="text-brand-700 underline">
              {words.privacyPolicy}
            </a>{' '}
            {consentAfter}
          </label>
        </div>
        {field.error('privacyConsent')}
      </div>
    </>
  );
}

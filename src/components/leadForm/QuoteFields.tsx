/**
 * The fields the quote forms share: contact details and address, a select from an option list,
 * details, referral and consent. Both the service-aware quote form and the fence sales page's form
 * are made of these, so a fix to one field reaches both.
 */
import { referralSourceOptions, timelineOptions } from '../../content/quoteOptions';
import type { FieldHelpers } from './LeadForm';

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
}

export function SelectField({ field, name, label, placeholder, options, required, className, defaultValue = '', hint, onChange }: SelectFieldProps) {
  return (
    <div className={className}>
      <label className="field-label" htmlFor={field.id(name)}>
        {label}
        {hint && <span className="font-normal text-ink-600"> {hint}</span>}
      </label>
      <select
        className="field-input"
        id={field.id(name)}
        name={name}
        required={required}
        defaultValue={defaultValue}
        onChange={onChange && ((event) => onChange(event.currentTarget.value))}
        {...field.a11y(name)}
      >
        <option value="" disabled={required}>{placeholder}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      {field.error(name)}
    </div>
  );
}

/** First and last name, e-mail, phone and the project address. */
export function ContactFields({ field }: { field: FieldHelpers }) {
  return (
    <>
      <div>
        <label className="field-label" htmlFor={field.id('firstName')}>First name</label>
        <input className="field-input" id={field.id('firstName')} name="firstName" type="text" autoComplete="given-name" required maxLength={100} {...field.a11y('firstName')} />
        {field.error('firstName')}
      </div>
      <div>
        <label className="field-label" htmlFor={field.id('lastName')}>Last name</label>
        <input className="field-input" id={field.id('lastName')} name="lastName" type="text" autoComplete="family-name" required maxLength={100} {...field.a11y('lastName')} />
        {field.error('lastName')}
      </div>
      <div>
        <label className="field-label" htmlFor={field.id('email')}>Email</label>
        <input className="field-input" id={field.id('email')} name="email" type="email" autoComplete="email" required maxLength={254} {...field.a11y('email')} />
        {field.error('email')}
      </div>
      <div>
        <label className="field-label" htmlFor={field.id('phone')}>Phone</label>
        <input className="field-input" id={field.id('phone')} name="phone" type="tel" autoComplete="tel" required maxLength={30} {...field.a11y('phone')} />
        {field.error('phone')}
      </div>
      <div className="sm:col-span-2">
        <label className="field-label" htmlFor={field.id('address')}>Project address</label>
        {/* One line: street-address is for multi-line controls only, so the first address line it is. */}
        <input className="field-input" id={field.id('address')} name="address" type="text" autoComplete="address-line1" required maxLength={200} {...field.a11y('address')} />
        {field.error('address')}
      </div>
    </>
  );
}

export function TimelineField({ field }: { field: FieldHelpers }) {
  return <SelectField field={field} name="timeline" label="Timeline" placeholder="When do you need it?" options={timelineOptions} required />;
}

/** Project details, how they heard of us, and the privacy consent. */
export function ClosingFields({ field }: { field: FieldHelpers }) {
  return (
    <>
      <div className="sm:col-span-2">
        <label className="field-label" htmlFor={field.id('message')}>Project details <span className="font-normal text-ink-600">(optional)</span></label>
        <textarea className="field-input min-h-28" id={field.id('message')} name="message" maxLength={5000} {...field.a11y('message')} />
        {field.error('message')}
      </div>
      <SelectField
        field={field}
        name="referralSource"
        label="How did you hear about us?"
        hint="(optional)"
        placeholder="Choose one"
        options={referralSourceOptions}
        required={false}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input className="mt-1 size-5 shrink-0 accent-brand-700" id={field.id('privacyConsent')} name="privacyConsent" type="checkbox" value="yes" required {...field.a11y('privacyConsent')} />
          <label htmlFor={field.id('privacyConsent')} className="text-sm text-ink-700">
            I agree to the <a href="/privacy" className="text-brand-700 underline">Privacy Policy</a> and to being contacted about my quote.
          </label>
        </div>
        {field.error('privacyConsent')}
      </div>
    </>
  );
}

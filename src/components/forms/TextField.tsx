import type { FieldHelpers } from './LeadForm';

interface TextFieldProps {
  field: FieldHelpers;
  name: string;
  label: string;
  /** Shown after the label in normal weight, e.g. "(optional)". */
  hint?: string;
  /** A text area instead of a one-line input; `inputClassName` then sets its height. */
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  maxLength: number;
  /** Classes of the wrapper (its place in the form's grid). */
  className?: string;
  inputClassName?: string;
}

/** A labelled text input or text area with its error message, ids and aria wired by `field`. */
export function TextField({
  field,
  name,
  label,
  hint,
  multiline = false,
  type = 'text',
  autoComplete,
  required = false,
  maxLength,
  className,
  inputClassName,
}: TextFieldProps) {
  const inputClass = inputClassName ? `field-input ${inputClassName}` : 'field-input';
  return (
    <div className={className}>
      <label className="field-label" htmlFor={field.id(name)}>
        {label}
        {/* One text node with its space: served HTML puts a comment between text nodes, after which
            Chromium drops a lone space from the field's name ("Project details(optional)"). */}
        {hint && <span className="font-normal text-ink-600">{` ${hint}`}</span>}
      </label>
      {multiline ? (
        <textarea
          className={inputClass}
          id={field.id(name)}
          name={name}
          required={required}
          maxLength={maxLength}
          {...field.a11y(name)}
        />
      ) : (
        <input
          className={inputClass}
          id={field.id(name)}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required={required}
          maxLength={maxLength}
          {...field.a11y(name)}
        />
      )}
      {field.error(name)}
    </div>
  );
}

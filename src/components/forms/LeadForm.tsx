/**
 * The frame of every lead form: the <form> that posts to /api/leads (and, with JavaScript, sends in
 * place through useLeadForm), its hidden fields and honeypot, the error summary or failure panel,
 * the submit button, and the confirmation shown in its place once sent (made, hidden, while the
 * request travels; the form hidden until the visitor sends another). The caller lays out the
 * visitor's fields, using the helpers it is given so ids and error links match the server's.
 */
import { useMemo, type ReactNode } from 'react';
import {
  ErrorSummary,
  FieldError,
  LeadMetaFields,
  SendFailure,
  SentConfirmation,
  SubmitButton,
  fieldId,
  invalidProps,
} from './LeadFormParts';
import { useLeadForm } from './useLeadForm';

export interface FieldHelpers {
  /** The control's id: "<formId>-<name>". */
  id: (name: string) => string;
  /** aria-invalid and aria-describedby while the field has an error. */
  a11y: (name: string) => ReturnType<typeof invalidProps>;
  /** The field's error message, or nothing. */
  error: (name: string) => ReactNode;
}

interface LeadFormProps {
  kind: 'quote' | 'contact';
  formId: string;
  /** The form's accessible name. */
  label: string;
  className: string;
  submitText: string;
  /** Classes of the submit button's wrapper and of the button. */
  submitRowClassName?: string;
  submitClassName?: string;
  children: (field: FieldHelpers) => ReactNode;
}

export function LeadForm({
  kind,
  formId,
  label,
  className,
  submitText,
  submitRowClassName,
  submitClassName,
  children,
}: LeadFormProps) {
  const { formRef, summaryRef, confirmationRef, state, round, onSubmit, onFocus, startOver } = useLeadForm();
  const sent = state.status === 'sent';
  const { errors } = state;
  // The visitor's fields change only with their errors: "Sending…" and the confirmation leave them be.
  const fields = useMemo(() => {
    const field: FieldHelpers = {
      id: (name) => fieldId(formId, name),
      a11y: (name) => invalidProps(formId, name, errors),
      error: (name) => <FieldError formId={formId} name={name} errors={errors} />,
    };
    return children(field);
  }, [children, formId, errors]);
  return (
    <>
      {/*
        Made while the request travels and hidden until it is stored: then only shown (a choice of
        windows appears the moment the 201 arrives, with nothing left to make).
      */}
      {state.confirmation && (
        <SentConfirmation
          formId={formId}
          shown={sent}
          confirmation={state.confirmation}
          confirmationRef={confirmationRef}
          onStartOver={startOver}
        />
      )}
      {/*
        Once sent, the form is hidden, not removed: taking a long form apart is work the confirmation
        (and its choice of arrival windows) would wait on. "Send another request" makes a new one (a new
        key: empty answers, and a new token and idempotency key on its first focus).
      */}
      <form
        key={round}
        hidden={sent}
        ref={formRef}
        method="post"
        action="/api/leads"
        onSubmit={onSubmit}
        onFocus={onFocus}
        className={`relative ${className}`}
        aria-label={label}
      >
        <LeadMetaFields kind={kind} formId={formId} />
        {state.status === 'failed' && !state.problem ? (
          <SendFailure formId={formId} summaryRef={summaryRef} />
        ) : (
          <ErrorSummary formId={formId} errors={errors} problem={state.problem} summaryRef={summaryRef} />
        )}
        {fields}
        <div className={submitRowClassName}>
          <SubmitButton sending={state.status === 'sending'} className={submitClassName}>
            {submitText}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}

import { IntakeFrame } from '../components/IntakeFrame';
import { QuoteForm } from '../components/QuoteForm';
import { leadProvider } from '../content/business';
import { ui } from '../lib/ui';

/**
 * The native quote form as the dialog holds it. It is always what the served HTML carries, so the
 * dialog works without script even when a lead provider is configured: the form posts to this
 * site's own /api/leads.
 */
export function NativeQuoteDialogBody() {
  return (
    <div className="p-5 sm:p-6">
      <QuoteForm formId="dialog" />
    </div>
  );
}

/** What the dialog holds once script has opened it: the provider's intake form when configured, else the native form. */
export default function QuoteDialogBody() {
  if (leadProvider.formId)
    return <IntakeFrame formId={leadProvider.formId} height={`calc(${ui.dialogHeight} - 4.5rem)`} />;
  return <NativeQuoteDialogBody />;
}

import { IntakeFrame } from '../components/IntakeFrame';
import { QuoteForm } from '../components/QuoteForm';
import { leadProvider, ui } from '../content/business';

/** What the quote dialog holds: the provider's intake form when configured, else the native quote form. */
export default function QuoteDialogBody() {
  if (leadProvider.formId) return <IntakeFrame formId={leadProvider.formId} height={`calc(${ui.dialogHeight} - 4.5rem)`} />;
  return (
    <div className="p-5 sm:p-6">
      <QuoteForm formId="dialog" />
    </div>
  );
}

/**
 * The quote dialog's bodies, in their own chunk (loaded while prerendering, or once a visitor reaches
 * for a quote button or opens the dialog): the native quote form, and the lead provider's frame.
 */
import { hydrateRoot } from 'react-dom/client';
import { IntakeFrame } from '../components/quote/IntakeFrame';
import { QuoteForm } from '../components/quote/QuoteForm';
import { leadProvider } from '../content/business';
import { ui } from '../lib/uiSettings';
import type { PageRoute } from '../content/pageEntry';
import { CurrentPageContext } from '../components/ui/currentPage';

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

/** What the dialog holds once script has loaded this chunk, with a lead provider configured: its intake form. */
export default function QuoteDialogBody() {
  if (leadProvider.formId)
    return <IntakeFrame formId={leadProvider.formId} height={`calc(${ui.dialogHeight} - 4.5rem)`} />;
  return <NativeQuoteDialogBody />;
}

/**
 * Enhances the served form in place: its own React root hydrates the markup the crawl wrote (the
 * dialog may already be open, and what the visitor typed stays: the fields are uncontrolled). Returns
 * how to give it the current page when the page changes (the form preselects the page's service).
 */
export function hydrateServedForm(container: HTMLElement, page: PageRoute | null): (page: PageRoute | null) => void {
  const body = (current: PageRoute | null) => (
    <CurrentPageContext value={current}>
      <NativeQuoteDialogBody />
    </CurrentPageContext>
  );
  const root = hydrateRoot(container, body(page), {
    onRecoverableError(error) {
      // A hydration mismatch is a bug: make it loud in the console (the tests fail on it).
      console.error('Hydration recoverable error (quote dialog form):', error);
    },
  });
  return (current) => root.render(body(current));
}

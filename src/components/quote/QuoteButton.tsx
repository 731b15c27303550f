/**
 * A button that opens the quote dialog, which the app's shell renders once for the whole site
 * (src/app/QuoteDialog.tsx). The button is an HTML invoker (commandfor + command="show-modal"): the
 * browser opens the dialog on the click itself, before, without and after script. The shell provides
 * a small context through which the button says where focus returns when the dialog closes and
 * starts loading the dialog's form as a pointer or focus reaches it.
 */
import { createContext, useContext, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { ui } from '../../lib/uiSettings';

export const quoteDialogId = 'quote-dialog';

/** Attributes that make a button open the dialog (HTML invoker commands). */
const opensQuoteDialog = { commandfor: quoteDialogId, command: 'show-modal' } as Record<string, string>;

interface QuoteDialogApi {
  /**
   * For an invoker button, from which the browser opens the dialog: focus returns to `trigger` (by
   * default what has focus) when it closes, and the form starts being enhanced.
   */
  noteTrigger: (trigger?: HTMLElement | null) => void;
  /** Starts loading the dialog's form: a visitor is about to open it (pointer over, focus). */
  preload: () => void;
}

export const QuoteDialogContext = createContext<QuoteDialogApi | null>(null);

function useQuoteDialog(): QuoteDialogApi {
  const api = useContext(QuoteDialogContext);
  if (!api) throw new Error('QuoteButton must be rendered inside the quote dialog provider (src/app/QuoteDialog.tsx)');
  return api;
}

/**
 * Default text "Get a Quote". `returnFocusTo`: where focus goes when the dialog closes, for a button
 * that is hidden by then (the one in the mobile menu, which closes as the dialog opens); by default
 * the button itself.
 */
export function QuoteButton({
  children = ui.quoteButtonText,
  className = 'btn-primary',
  onOpen,
  returnFocusTo,
}: {
  children?: ReactNode;
  className?: string;
  onOpen?: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { noteTrigger, preload } = useQuoteDialog();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      {...opensQuoteDialog}
      onPointerEnter={preload}
      onFocus={preload}
      // The browser opens the dialog itself (nothing waits for script): this notes where focus
      // returns and starts enhancing the form.
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onOpen?.();
        noteTrigger(returnFocusTo?.current ?? event.currentTarget);
      }}
    >
      {children}
    </button>
  );
}

/**
 * The quote dialog: one native <dialog> for the whole site (showModal gives focus containment, an
 * inert background and Escape). Any QuoteButton opens it; it closes by the "Close" button, Escape or
 * a click on the backdrop, and focus returns to the trigger. Its body (the provider's intake frame,
 * or the native quote form when no provider form is configured) loads only when first opened, so
 * pages do not pay for it up front.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Icon } from '../components/Icon';
import { ui } from '../content/business';

const QuoteDialogBody = lazy(() => import(/* webpackChunkName: "quote-dialog-body" */ './QuoteDialogBody'));

interface QuoteDialogApi {
  open: (trigger?: HTMLElement | null) => void;
}

const QuoteDialogContext = createContext<QuoteDialogApi | null>(null);

export function useQuoteDialog(): QuoteDialogApi {
  const api = useContext(QuoteDialogContext);
  if (!api) throw new Error('useQuoteDialog must be used inside QuoteDialogProvider');
  return api;
}

export function QuoteDialogProvider({ children }: { children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const open = useCallback((from?: HTMLElement | null) => {
    trigger.current = from ?? (document.activeElement as HTMLElement | null);
    setIsOpen(true);
    dialog.current?.showModal();
  }, []);

  const api = useMemo(() => ({ open }), [open]);

  return (
    <QuoteDialogContext.Provider value={api}>
      {children}
      <dialog
        ref={dialog}
        aria-labelledby="quote-dialog-title"
        onClose={() => {
          setIsOpen(false);
          trigger.current?.focus();
        }}
        onClick={(event) => {
          // A click on the dialog element itself (not its content) is a click on the backdrop.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="m-auto w-[calc(100%-1rem)] max-w-lg overflow-hidden rounded-2xl bg-white p-0 shadow-2xl backdrop:backdrop-blur-sm sm:max-w-xl md:max-w-2xl lg:max-w-3xl"
        style={{ maxHeight: ui.dialogHeight }}
      >
        <div className="flex max-h-[90vh] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-ink-900/10 px-5 py-3">
            <h2 id="quote-dialog-title" className="font-display text-xl font-bold text-brand-800">
              Request your free quote
            </h2>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="inline-flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-sand-100"
              aria-label={ui.dialogCloseLabel}
            >
              <Icon name="close" className="size-6" />
            </button>
          </div>
          <div className="overflow-y-auto">
            {isOpen && (
              <Suspense fallback={<p className="p-6 text-ink-700">Loading the quote form…</p>}>
                <QuoteDialogBody />
              </Suspense>
            )}
          </div>
        </div>
      </dialog>
    </QuoteDialogContext.Provider>
  );
}

/**
 * A button that opens the quote dialog. Default text "Get a Quote". `returnFocusTo`: where focus
 * goes when the dialog closes, for a button that is hidden by then (the one in the mobile menu,
 * which closes as the dialog opens); by default the button itself.
 */
export function QuoteButton({ children = ui.quoteButtonText, className = 'btn-primary', onOpen, returnFocusTo }: { children?: ReactNode; className?: string; onOpen?: () => void; returnFocusTo?: RefObject<HTMLElement | null> }) {
  const { open } = useQuoteDialog();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onClick={(event) => {
        onOpen?.();
        open(returnFocusTo?.current ?? event.currentTarget);
      }}
    >
      {children}
    </button>
  );
}

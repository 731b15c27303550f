/**
 * The quote dialog: one native <dialog> for the whole site (showModal gives focus containment, an
 * inert background and Escape). Any QuoteButton opens it; it closes by the "Close" button, Escape or
 * a click on the backdrop, and focus returns to the trigger.
 *
 * It works before and without JavaScript too. The prerender crawl renders the native quote form
 * into every page's dialog (with the page's service chosen), and the buttons that open it are
 * HTML invoker buttons (commandfor + command="show-modal"), which the browser acts on by itself.
 * Hydration keeps that markup as it is (it is not hydrated: the form code stays out of the page's
 * initial JavaScript). Once script runs, a quote button loads the React form first (its chunk starts
 * loading when a pointer or focus reaches the button) and opens the dialog with it in place: inline
 * errors, retries and the confirmation need it. With a lead provider configured, the dialog opened by
 * script holds the provider's frame, which loads only when opened (no third-party request on page
 * load); the served HTML still holds the native form, the fallback for visitors without script.
 */
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { Icon } from '../components/Icon';
import { ui } from '../lib/ui';
import { isPrerendering } from './environment';

const loadQuoteDialogBody = () => import(/* webpackChunkName: "quote-dialog-body" */ './QuoteDialogBody');

const dialogId = 'quote-dialog';

/**
 * Attributes that make a button open the dialog without script (HTML invoker commands). A script
 * handler that opens it itself calls preventDefault(), which cancels the browser's own command.
 */
export const opensQuoteDialog = { commandfor: dialogId, command: 'show-modal' } as Record<string, string>;
const closesQuoteDialog = { commandfor: dialogId, command: 'close' } as Record<string, string>;

interface DialogBodies {
  /** What script shows once it opens the dialog: the provider's frame, or the native form. */
  live: ComponentType;
  /** What the served HTML holds: always the native form, which works without script. */
  served: ComponentType;
}

/** The dialog's React bodies, once their chunk has loaded (while prerendering, or on the first open). */
let loadedBodies: DialogBodies | null = null;

async function loadBody(): Promise<DialogBodies> {
  if (!loadedBodies) {
    const module = await loadQuoteDialogBody();
    loadedBodies = { live: module.default, served: module.NativeQuoteDialogBody };
  }
  return loadedBodies;
}

/** Starts loading the dialog's form when a visitor is about to open it (pointer over, focus or press). */
export const preloadQuoteDialogProps = {
  onPointerEnter: () => void loadBody().catch(() => undefined),
  onFocus: () => void loadBody().catch(() => undefined),
};

/** For the crawl: load the dialog's form before the first render, so the snapshot holds it. */
export async function preloadQuoteDialogForPrerender(): Promise<void> {
  if (!isPrerendering()) return;
  await loadBody();
}

/**
 * What the dialog shows: the form from the page's HTML until script has opened the dialog and
 * loaded the React form. No Suspense here: a boundary would not hydrate the snapshot (a client
 * render has no Suspense markers), and a new one would flash its fallback over the served form.
 */
function DialogBody({ live }: { live: boolean }) {
  const bodies = loadedBodies;
  if (live && bodies) {
    return (
      <div key="live">
        <bodies.live />
      </div>
    );
  }
  // The provider's frame is never in the HTML (it loads only when script opens the dialog): the
  // snapshot holds the native form.
  if (isPrerendering() && bodies) {
    return (
      <div key="html">
        <bodies.served />
      </div>
    );
  }
  // Keep the prerendered form exactly as served: React hydrates no content it set with innerHTML.
  return <div key="html" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}

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
  const [live, setLive] = useState(false);

  const open = useCallback((from?: HTMLElement | null) => {
    trigger.current = from ?? (document.activeElement as HTMLElement | null);
    const show = () => {
      if (!dialog.current?.open) dialog.current?.showModal();
    };
    // Open with the React form in place, so nobody starts typing into a form that is then swapped.
    // If its chunk cannot load (offline), open with the served form, which posts on its own.
    loadBody().then(() => {
      flushSync(() => setLive(true));
      show();
    }, show);
  }, []);

  const api = useMemo(() => ({ open }), [open]);

  return (
    <QuoteDialogContext.Provider value={api}>
      {children}
      {/* The click handler closes on a backdrop click; keyboard users close with Escape, which <dialog> handles itself. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        id={dialogId}
        aria-labelledby="quote-dialog-title"
        onClose={() => {
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
              {...closesQuoteDialog}
              onClick={() => dialog.current?.close()}
              className="inline-flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-sand-100"
              aria-label={ui.dialogCloseLabel}
            >
              <Icon name="close" className="size-6" />
            </button>
          </div>
          <div className="overflow-y-auto">
            <DialogBody live={live} />
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
  const { open } = useQuoteDialog();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      {...opensQuoteDialog}
      {...preloadQuoteDialogProps}
      onClick={(event) => {
        onOpen?.();
        openQuoteDialogFromClick(event, open, returnFocusTo?.current);
      }}
    >
      {children}
    </button>
  );
}

/** A click on an invoker button once script runs: open the dialog here (with the React form), not by the browser's command. */
export function openQuoteDialogFromClick(
  event: MouseEvent<HTMLElement>,
  open: QuoteDialogApi['open'],
  returnFocusTo?: HTMLElement | null,
): void {
  event.preventDefault();
  open(returnFocusTo ?? event.currentTarget);
}

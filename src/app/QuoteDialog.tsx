/**
 * The quote dialog: one native <dialog> for the whole site (showModal gives focus containment, an
 * inert background and Escape). Any QuoteButton (src/components/quote) opens it; it closes by the "Close" button, Escape or
 * a click on the backdrop, and focus returns to the trigger.
 *
 * It opens at once, before, without and after script. The prerender crawl renders the native quote
 * form into every page's dialog (with the page's service chosen), and the buttons that open it are
 * HTML invoker buttons (commandfor + command="show-modal"), which the browser acts on by itself, also
 * once script runs. Hydration keeps that markup as it is (the form code stays out of the page's
 * initial JavaScript). Script then enhances the served form in place: the form's chunk starts loading
 * when a pointer or focus reaches a quote button, or when the dialog opens, and hydrates the form that
 * is there (whatever the visitor has typed stays), adding inline errors, retries and the confirmation.
 * Nothing waits for it: until then the served form posts on its own. With a lead provider configured,
 * script swaps in the provider's frame once its chunk has loaded (the frame loads only when the dialog
 * is open: no third-party request on page load); the served HTML still holds the native form, the
 * fallback for visitors without script.
 *
 * The title says what the form is for: the kind of job chosen in it, e.g. an inspection on the
 * foundation repair pages, and it follows the visitor's choice (CSS, so without script too). The
 * form's preselection follows the page after client-side navigation (before the form hydrates, by
 * moving its controls), and the title with it.
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { Icon } from '../components/ui/Icon';
import { QuoteDialogContext, quoteDialogId } from '../components/quote/QuoteButton';
import { leadProviderFormId } from '../content/shellFacts';
import type { PageRoute } from '../content/pageEntry';
import { ui } from '../lib/uiSettings';
import { useCurrentPage } from '../components/ui/currentPage';
import { isPrerendering } from '../lib/environment';

const loadQuoteDialogBody = () => import(/* webpackChunkName: "quote-dialog-body" */ './QuoteDialogBody');

const loadPreselection = () => import(/* webpackChunkName: "quote-preselection" */ './quotePreselection');
/** The title and preselection of each page, once their chunk has loaded (while prerendering, or on a move to another page). */
let loadedPreselection: Awaited<ReturnType<typeof loadPreselection>> | null = null;
const preselection = async () => (loadedPreselection ??= await loadPreselection());

/**
 * What the dialog's title holds. The crawl writes every title (DialogTitles), and CSS shows the one of
 * the job chosen in the form; hydration keeps that markup as served (React hydrates no content it
 * set with innerHTML). The lead provider's frame has no form to follow: it gets the page's title.
 */
function titleContent(live: boolean, pageTitle: string) {
  if (live) return { children: pageTitle };
  const module = loadedPreselection;
  if (isPrerendering() && module) return { children: <module.DialogTitles /> };
  return { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true };
}

const closesQuoteDialog = { commandfor: quoteDialogId, command: 'close' } as Record<string, string>;

interface DialogBodies {
  /** The provider's frame (with a lead provider configured), which replaces the served form; else the native form. */
  live: ComponentType;
  /** What the served HTML holds: always the native form, which works without script. */
  served: ComponentType;
  /** Hydrates the served native form in place; returns how to tell it the page changed. */
  hydrateServed: (container: HTMLElement, page: PageRoute | null) => (page: PageRoute | null) => void;
}

/** The dialog's React bodies, once their chunk has loaded (while prerendering, or on intent or opening). */
let loadedBodies: DialogBodies | null = null;

async function loadBody(): Promise<DialogBodies> {
  if (!loadedBodies) {
    const module = await loadQuoteDialogBody();
    loadedBodies = {
      live: module.default,
      served: module.NativeQuoteDialogBody,
      hydrateServed: module.hydrateServedForm,
    };
  }
  return loadedBodies;
}

/** Enhances the dialog's form (loading its chunk if need be) once the dialog is open. */
let enhanceDialog: () => void = () => undefined;

/** Starts loading the dialog's form when a visitor is about to open it (pointer over, focus or press). */
const preloadBody = () => void loadBody().catch(() => undefined);

/** For the crawl: load the dialog's form before the first render, so the snapshot holds it. */
export async function preloadQuoteDialogForPrerender(): Promise<void> {
  if (!isPrerendering()) return;
  await Promise.all([loadBody(), preselection()]);
}

/**
 * What the dialog shows: the form from the page's HTML (hydrated in place by the provider below), or
 * the provider's frame once script has loaded it. No Suspense here: a boundary would not hydrate the
 * snapshot (a client render has no Suspense markers), and a new one would flash its fallback over
 * the served form.
 */
function DialogBody({ live, served }: { live: boolean; served: RefObject<HTMLDivElement | null> }) {
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
  // Keep the prerendered form exactly as served: React hydrates no content it set with innerHTML (the
  // form's own root hydrates it instead).
  return <div key="html" ref={served} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}

export function QuoteDialogProvider({ children }: { children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const served = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const [live, setLive] = useState(false);
  const page = useCurrentPage();
  const pageNow = useRef(page);
  const setServedPage = useRef<((page: PageRoute | null) => void) | null>(null);

  // The page's title (the kind of job it preselects: "Book your free foundation inspection"), for the
  // provider's frame; the served dialog's titles follow its form by CSS instead.
  const [title, setTitle] = useState(() => loadedPreselection?.dialogTitleFor(page?.path ?? '') ?? '');

  // The served form preselects the page's service and kind of job: tell its root when the page
  // changes, or, before it has hydrated, move its controls (hydration then finds them as this page has them).
  useEffect(() => {
    const changed = pageNow.current !== page;
    pageNow.current = page;
    if (setServedPage.current) setServedPage.current(page);
    if (!changed) return;
    const path = page?.path ?? '';
    preselection().then(
      (module) => {
        if (pageNow.current !== page) return; // the visitor has moved on again
        setTitle(module.dialogTitleFor(path));
        const form = served.current?.querySelector('form');
        if (!setServedPage.current && form) module.preselectServedForm(form, path);
      },
      // Offline, or a deploy replaced the chunk: the dialog keeps the title and choices it has.
      () => undefined,
    );
  }, [page]);

  useEffect(() => {
    let started = false;
    enhanceDialog = () => {
      if (started || isPrerendering()) return;
      started = true;
      // After the frame that shows the dialog (the chunk may be there already: its hydration must not
      // delay that frame), and at transition priority, in short tasks.
      const painted = new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      Promise.all([loadBody(), leadProviderFormId ? preselection() : null, painted]).then(
        ([bodies, titles]) =>
          startTransition(() => {
            if (titles) {
              setTitle(titles.dialogTitleFor(pageNow.current?.path ?? ''));
              setLive(true);
            } else if (served.current) setServedPage.current = bodies.hydrateServed(served.current, pageNow.current);
          }),
        // Offline, or a deploy replaced the chunk: the served form keeps working on its own.
        () => (started = false),
      );
    };
    // Opened before script ran (the invoker works without it): enhance what the visitor is filling in.
    if (dialog.current?.open) enhanceDialog();
    return () => {
      enhanceDialog = () => undefined;
    };
  }, []);

  const noteTrigger = useCallback((from?: HTMLElement | null) => {
    trigger.current = from ?? (document.activeElement as HTMLElement | null);
    enhanceDialog();
  }, []);
  const api = useMemo(() => ({ noteTrigger, preload: preloadBody }), [noteTrigger]);

  return (
    <QuoteDialogContext.Provider value={api}>
      {children}
      {/* The click handler closes on a backdrop click; keyboard users close with Escape, which <dialog> handles itself. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        id={quoteDialogId}
        aria-labelledby="quote-dialog-title"
        onClose={() => {
          trigger.current?.focus();
        }}
        onFocus={() => enhanceDialog()}
        onClick={(event) => {
          // A click on the dialog element itself (not its content) is a click on the backdrop.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="m-auto w-[calc(100%-1rem)] max-w-lg overflow-hidden rounded-2xl bg-white p-0 shadow-2xl backdrop:backdrop-blur-sm sm:max-w-xl md:max-w-2xl lg:max-w-3xl"
        style={{ maxHeight: ui.dialogHeight }}
      >
        <div className="flex max-h-[90vh] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-ink-900/10 px-5 py-3">
            {/* Its content is the served titles (kept as served by hydration) or the page's title: see titleContent. */}
            {/* eslint-disable-next-line jsx-a11y/heading-has-content */}
            <h2
              id="quote-dialog-title"
              className="font-display text-xl font-bold text-brand-800"
              {...titleContent(live, title)}
            />
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
          {/*
            Positioned, so that what is absolutely positioned inside (the windows' visually hidden
            radios) is laid out and clipped in this scrolling body: otherwise its containing block is
            the dialog, which it stretches, and focusing it scrolls the title and close button away.
          */}
          <div className="relative overflow-y-auto">
            <DialogBody live={live} served={served} />
          </div>
        </div>
      </dialog>
    </QuoteDialogContext.Provider>
  );
}

/**
 * The gallery's project views and the browser history, kept in step once the page has hydrated.
 * The URL says which project is open (/gallery/<id>; none on /gallery) and React Router owns it:
 * - a project opened by its card (a native invoker, possibly before hydration) pushes its URL, so
 *   the phone's Back gesture closes it and stays on the gallery;
 * - closing it (Close, Escape, the backdrop) goes back one entry when opening pushed one, or
 *   replaces the URL with /gallery when the visitor arrived on the project's own address, so the
 *   history never piles up; focus returns to the project's card;
 * - Previous / Next are links marked data-replace: the shell replaces the entry (Back still closes
 *   the view in one step) and this swaps the dialogs at once, without waiting for the route;
 * - Back, Forward or any route change to another project's URL opens that one and closes the rest;
 * - the arrow keys and a sideways swipe press the Previous / Next shown (the filter's order).
 *
 * React renders the dialogs closed (except the one served open) and never toggles `open` itself:
 * showModal() and close() are called here, and the rest is the browser's.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** How far a finger must travel sideways, in CSS px, for a swipe (and at least twice as far as up or down). */
const SWIPE_MIN_PX = 48;

/** Set on the history entry a project's opening pushed: closing it goes back rather than forward. */
interface OverlayState {
  overlay: true;
}
const pushedByOpening = (state: unknown): boolean => (state as Partial<OverlayState> | null)?.overlay === true;

/** The pending project that stands for the gallery itself (no project open). */
const NONE = '';

const overlaysIn = (root: HTMLElement | null) => [
  ...(root?.querySelectorAll<HTMLDialogElement>('dialog[data-overlay-item]') ?? []),
];
const overlayOf = (root: HTMLElement | null, id: string) =>
  overlaysIn(root).find((dialog) => dialog.dataset.overlayItem === id);
const openOverlay = (root: HTMLElement | null) => overlaysIn(root).find((dialog) => dialog.open);

/** The Previous or Next link the visitor sees in a view (the filter hides the other order's). */
const stepLink = (dialog: HTMLDialogElement, step: string) =>
  [...dialog.querySelectorAll<HTMLAnchorElement>(`a[data-step="${step}"]`)].find((link) => link.checkVisibility());

/**
 * After a view closed: focus on its card, unless focus is already on something the visitor can see
 * (the card itself, where the browser returns it, or the next view).
 */
function focusCard(root: HTMLElement | null, dialog: HTMLDialogElement): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.checkVisibility()) return;
  root?.querySelector<HTMLElement>(`li button[commandfor="${dialog.id}"]`)?.focus();
}

/** Shows one view, modal, and closes any other; focus stays on Previous / Next when it was there. */
function show(root: HTMLElement | null, dialog: HTMLDialogElement): void {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const step = active?.closest<HTMLElement>('[data-step]')?.dataset.step;
  const others = overlaysIn(root).filter((other) => other !== dialog && other.open);
  if (dialog.open && !dialog.matches(':modal')) {
    // Served open (not modal): make it modal where it is, keeping the visitor's focus.
    dialog.close();
    dialog.showModal();
    if (active && dialog.contains(active)) active.focus();
  } else if (!dialog.open) dialog.showModal();
  for (const other of others) other.close();
  if (step) stepLink(dialog, step)?.focus();
}

export function useGalleryOverlayHistory(
  container: RefObject<HTMLElement | null>,
  {
    openItem,
    basePath,
    itemPath,
  }: {
    /** The project the URL names; undefined on the gallery's own address. */
    openItem: string | undefined;
    basePath: string;
    itemPath: (id: string) => string;
  },
): void {
  const navigate = useNavigate();
  const location = useLocation();
  // What the listeners below read: they are registered once.
  const urlItem = useRef(openItem);
  const historyState = useRef<unknown>(location.state);
  /** A project this code has just shown, whose URL the route has not reached yet. */
  const pending = useRef<string | null>(null);
  const hydrated = useRef(false);
  const paths = useRef({ basePath, itemPath });

  useLayoutEffect(() => {
    urlItem.current = openItem;
    historyState.current = location.state;
    paths.current = { basePath, itemPath };
    if (pending.current === (openItem ?? NONE)) pending.current = null;
  });

  // The URL decides which view is open: on hydration, and whenever the route names another project.
  useLayoutEffect(() => {
    const root = container.current;
    const wanted = openItem ? overlayOf(root, openItem) : undefined;
    if (!hydrated.current) {
      hydrated.current = true;
      const openedEarly = openOverlay(root);
      if (openItem && !wanted?.open) {
        // Served open on its own address, and closed by the visitor before the page hydrated.
        pending.current = NONE;
        void navigate(basePath, { replace: true });
        return;
      }
      if (!openItem && openedEarly) {
        // Opened by its card before the page hydrated: give it its history entry now.
        pending.current = openedEarly.dataset.overlayItem!;
        void navigate(itemPath(pending.current), { state: { overlay: true } satisfies OverlayState });
        return;
      }
    }
    // On the way to the URL this code asked for (React's strict mode runs this twice).
    if (pending.current !== null && pending.current !== (openItem ?? NONE)) return;
    if (wanted) {
      show(root, wanted);
      return;
    }
    for (const dialog of overlaysIn(root)) {
      if (!dialog.open) continue;
      dialog.close();
      focusCard(root, dialog);
    }
  }, [container, openItem, basePath, itemPath, navigate]);

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const overlayOfEvent = (event: Event) =>
      event.target instanceof HTMLDialogElement && event.target.dataset.overlayItem !== undefined ? event.target : null;

    /** A view opened by its card: push its URL (unless this code opened it for the URL). */
    const onToggle = (event: Event) => {
      const dialog = overlayOfEvent(event);
      if (!dialog || (event as ToggleEvent).newState !== 'open' || !dialog.open) return;
      const id = dialog.dataset.overlayItem!;
      if (id === urlItem.current || id === pending.current) return;
      pending.current = id;
      const replace = urlItem.current !== undefined;
      void navigate(paths.current.itemPath(id), {
        replace,
        state: replace ? historyState.current : ({ overlay: true } satisfies OverlayState),
      });
    };

    /**
     * A view the visitor closed (Close, Escape, the backdrop): leave its URL, back to /gallery.
     * Views this code closes are not: the URL has already moved on (Back, or a step on its way),
     * or the view is open again (made modal where it was served).
     */
    const onClose = (event: Event) => {
      const dialog = overlayOfEvent(event);
      if (!dialog || dialog.open) return;
      focusCard(root, dialog);
      if (dialog.dataset.overlayItem !== urlItem.current || pending.current !== null || openOverlay(root)) return;
      pending.current = NONE;
      if (pushedByOpening(historyState.current)) void navigate(-1);
      else void navigate(paths.current.basePath, { replace: true });
    };

    /**
     * Previous / Next: the shell replaces the route (it took the click when it prevented its default;
     * a click to open a new tab is the browser's); show the neighbour now.
     */
    const onClick = (event: MouseEvent) => {
      if (!event.defaultPrevented) return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-to-item]');
      const next = link?.closest('dialog[open]') ? overlayOf(root, link.dataset.toItem!) : undefined;
      if (!next) return;
      pending.current = next.dataset.overlayItem!;
      show(root, next);
    };

    const press = (step: 'previous' | 'next') => {
      const dialog = openOverlay(root);
      if (dialog) stepLink(dialog, step)?.click();
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || !openOverlay(root)) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      press(event.key === 'ArrowLeft' ? 'previous' : 'next');
    };

    // A swipe: a touch or pen that goes down in a view and comes up far enough to the side.
    let start: { id: number; x: number; y: number } | null = null;
    const onPointerDown = (event: PointerEvent) => {
      const inView = (event.target as Element | null)?.closest?.('dialog[data-overlay-item]');
      start =
        event.pointerType !== 'mouse' && inView ? { id: event.pointerId, x: event.clientX, y: event.clientY } : null;
    };
    const onPointerUp = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      start = null;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) >= 2 * Math.abs(dy)) press(dx < 0 ? 'next' : 'previous');
    };
    const onPointerCancel = () => (start = null);

    // toggle and close do not bubble: listened to on the way down. The keys wherever focus is.
    const listeners: [EventTarget, string, EventListener, boolean][] = [
      [root, 'toggle', onToggle, true],
      [root, 'close', onClose, true],
      [root, 'click', onClick as EventListener, false],
      [root, 'pointerdown', onPointerDown as EventListener, false],
      [root, 'pointerup', onPointerUp as EventListener, false],
      [root, 'pointercancel', onPointerCancel, false],
      [document, 'keydown', onKeyDown as EventListener, false],
    ];
    for (const [target, type, listener, capture] of listeners) target.addEventListener(type, listener, capture);
    return () => {
      for (const [target, type, listener, capture] of listeners) target.removeEventListener(type, listener, capture);
    };
  }, [container, navigate]);
}

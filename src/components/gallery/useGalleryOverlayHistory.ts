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
import { useNavigate } from 'react-router-dom';

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

/**
 * The browser's current history entry and the state it was given: React Router keeps both in
 * history.state ({ usr, key, idx }). Read there rather than from the rendered location, which lags
 * behind the URL while the route loads its entry.
 */
const browserEntry = () => window.history.state as { usr?: unknown; key?: unknown } | null;
const currentEntry = (): unknown => browserEntry()?.key ?? null;
const currentState = (): unknown => browserEntry()?.usr ?? null;

/**
 * A project on its way (see `pending` below). `entry`: the history entry current once this code had
 * asked for its URL; none when the shell asks for it (a Previous / Next link), later.
 */
interface Pending {
  item: string;
  entry?: unknown;
}

/**
 * Marks `item` as on its way, after `go` has asked for its URL (a push or replace changes it at once,
 * Back later); without `go` the shell is still to ask.
 */
function markPending(pending: RefObject<Pending | null>, item: string, go?: () => void): void {
  const waiting: Pending = { item };
  pending.current = waiting;
  if (!go) return;
  go();
  waiting.entry = currentEntry();
}

/**
 * Leaves a closed view's URL: back one entry when its opening pushed it, else to the gallery's own
 * address in place (the visitor arrived on the project's), so the history never piles up.
 */
function leaveView(
  pending: RefObject<Pending | null>,
  navigate: RefObject<ReturnType<typeof useNavigate>>,
  basePath: string,
): void {
  markPending(pending, NONE, () => {
    if (pushedByOpening(currentState())) void navigate.current(-1);
    else void navigate.current(basePath, { replace: true });
  });
}

/**
 * Whether the route has nothing left to wait for: it reached the pending project, or the URL moved
 * on since this code asked for it (another navigation came after and won). A step the shell has
 * still to make is only ever reached: the URL may first move on for the steps before it.
 */
const settled = (waiting: Pending, openItem: string) =>
  waiting.item === openItem || ('entry' in waiting && waiting.entry !== currentEntry());

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
  // React Router makes a new navigate() for each pathname: the listeners below read the latest
  // through a ref, so they are registered once and a gesture never spans two sets of them (a swipe
  // whose finger went down before a step's URL arrived would otherwise lose its start).
  const latestNavigate = useNavigate();
  const navigate = useRef(latestNavigate);
  // What the listeners below read: they are registered once.
  const urlItem = useRef(openItem);
  /**
   * A project this code has just shown (or NONE, closed), whose URL the route has not reached yet.
   * Until the route gets there, the view runs ahead of the URL, and renders of the URL it left must
   * not undo it. If the URL moves anywhere else after this code asked for one (a Previous / Next
   * link the shell took before the page hydrated, Back), that navigation supersedes this one: the
   * route's URL is the truth again.
   */
  const pending = useRef<Pending | null>(null);
  const awaitRoute = (item: string, go?: () => void) => markPending(pending, item, go);
  /** The project the URL names, or is on its way to (the route may still be loading its entry). */
  const targetItem = () => {
    const waiting = pending.current;
    if (!waiting) return urlItem.current;
    return waiting.item === NONE ? undefined : waiting.item;
  };
  const hydrated = useRef(false);
  const paths = useRef({ basePath, itemPath });
  /**
   * A project the route has just reached whose view the visitor closed while its URL was on the way
   * (Escape right after the card). Its close event is a task of its own, and React may render the
   * route before it comes: the view must not be shown again for the URL it is leaving.
   */
  const closedOnTheWay = useRef<string | null>(null);

  useLayoutEffect(() => {
    navigate.current = latestNavigate;
    urlItem.current = openItem;
    paths.current = { basePath, itemPath };
    const waiting = pending.current;
    if (!waiting || !settled(waiting, openItem ?? NONE)) return;
    pending.current = null;
    // Every view this code awaits a URL for was open when it asked (opened by its card, or shown by a
    // step): closed now, the visitor closed it.
    const reached = waiting.item === openItem ? overlayOf(container.current, waiting.item) : undefined;
    if (reached && !reached.open) closedOnTheWay.current = waiting.item;
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
        awaitRoute(NONE, () => void navigate.current(basePath, { replace: true }));
        return;
      }
      if (!openItem && openedEarly) {
        // Opened by its card before the page hydrated: give it its history entry now.
        const id = openedEarly.dataset.overlayItem!;
        awaitRoute(id, () => void navigate.current(itemPath(id), { state: { overlay: true } satisfies OverlayState }));
        return;
      }
    }
    // On the way to the URL this code asked for (React's strict mode runs this twice).
    if (pending.current !== null) return;
    const closedEarly = closedOnTheWay.current === openItem;
    closedOnTheWay.current = null;
    if (wanted && closedEarly) {
      leaveView(pending, navigate, paths.current.basePath);
      return;
    }
    if (wanted) {
      show(root, wanted);
      return;
    }
    for (const dialog of overlaysIn(root)) {
      if (!dialog.open) continue;
      dialog.close();
      focusCard(root, dialog);
    }
  }, [container, openItem, basePath, itemPath]);

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
      if (id === urlItem.current || id === pending.current?.item) return;
      const replace = targetItem() !== undefined;
      awaitRoute(id, () => {
        void navigate.current(paths.current.itemPath(id), {
          replace,
          state: replace ? currentState() : ({ overlay: true } satisfies OverlayState),
        });
      });
    };

    /**
     * A view the visitor closed (Close, Escape, the backdrop): leave its URL, back to /gallery, even
     * while the route is still on its way there (closed as soon as it opened).
     * Views this code closes are not: the URL has already moved on (Back, or a step on its way),
     * or the view is open again (made modal where it was served).
     */
    const onClose = (event: Event) => {
      const dialog = overlayOfEvent(event);
      if (!dialog || dialog.open) return;
      focusCard(root, dialog);
      if (dialog.dataset.overlayItem !== targetItem() || openOverlay(root)) return;
      // Going back lands later (popstate): until then the entry is the project's own.
      leaveView(pending, navigate, paths.current.basePath);
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
      // The shell changes the URL once the neighbour's entry has loaded (or has already).
      awaitRoute(next.dataset.overlayItem!);
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
  }, [container]);
}

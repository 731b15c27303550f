/**
 * The Services dropdown of the top navigation: the WAI-ARIA disclosure navigation pattern (a button
 * controlling a list of links) built on an HTML popover, so the browser itself opens it on the first
 * tap, closes it on Escape or a tap outside and announces the button's expanded state, before and
 * without script. Script adds arrow keys, Home/End, type-ahead, Escape returning focus to the button
 * and a hover intent delay for pointer users (the menu's timings: type-ahead clears after 1 s, a
 * hover opens it after 100 ms, and a 300 ms grace period before it closes). A click after a hover
 * keeps it open (the visitor means to open it, not to close what the hover just showed).
 */
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../components/ui/Icon';
import { ui } from '../lib/uiSettings';
import { servicesMenuLinks } from '../content/navigation';
import { shellWords } from '../content/shellWords';

export const servicesMenuId = 'services-menu';

export function ServicesMenu({ light }: { light: boolean }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const hoverTimer = useRef<number | undefined>(undefined);
  /** Opened by a hover alone: the pointer leaving closes it, and a click keeps it open. */
  const openedByHover = useRef(false);
  const typeAhead = useRef({ buffer: '', timer: undefined as number | undefined });

  const isOpen = () => list.current?.matches(':popover-open') === true;
  const show = () => {
    if (!isOpen()) list.current?.showPopover();
  };
  const hide = () => {
    openedByHover.current = false;
    if (isOpen()) list.current?.hidePopover();
  };

  const focusItem = (index: number) => {
    const count = servicesMenuLinks.length;
    links.current[((index % count) + count) % count]?.focus();
  };
  const focusedIndex = () => links.current.findIndex((link) => link === document.activeElement);

  const openAndFocus = (index: number) => {
    openedByHover.current = false;
    show();
    focusItem(index);
  };

  const close = (returnFocus: boolean) => {
    hide();
    if (returnFocus) button.current?.focus();
  };

  useEffect(
    () => () => {
      window.clearTimeout(hoverTimer.current);
      window.clearTimeout(typeAhead.current.timer);
    },
    [],
  );

  const onTypeAhead = (key: string) => {
    const state = typeAhead.current;
    window.clearTimeout(state.timer);
    state.buffer += key.toLowerCase();
    state.timer = window.setTimeout(() => (state.buffer = ''), ui.dropdown.typeAheadResetMs);
    const start = Math.max(focusedIndex(), 0);
    // Search from the current item (the current one first when the buffer grows, so "fe" stays on Fences).
    for (let offset = state.buffer.length > 1 ? 0 : 1; offset <= servicesMenuLinks.length; offset++) {
      const index = (start + offset) % servicesMenuLinks.length;
      if (servicesMenuLinks[index]!.label.toLowerCase().startsWith(state.buffer)) {
        focusItem(index);
        return;
      }
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(servicesMenuLinks.length - 1);
    } else if (event.key === 'Escape' && isOpen()) {
      event.preventDefault();
      close(true);
    }
  };

  const onButtonClick = (event: MouseEvent) => {
    window.clearTimeout(hoverTimer.current);
    if (isOpen() && openedByHover.current) {
      // The browser would toggle it closed: the click confirms what the hover opened instead.
      event.preventDefault();
      openedByHover.current = false;
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const index = focusedIndex();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(servicesMenuLinks.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault();
          onTypeAhead(event.key);
        }
    }
  };

  // Hover intent for mouse users only: touch and pen use the button.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer.current);
    if (isOpen()) return;
    hoverTimer.current = window.setTimeout(() => {
      openedByHover.current = true;
      show();
    }, ui.dropdown.hoverOpenDelayMs);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer.current);
    if (!openedByHover.current) return;
    hoverTimer.current = window.setTimeout(() => {
      if (openedByHover.current) hide();
    }, ui.dropdown.pointerGraceMs);
  };

  return (
    <div
      ref={wrapper}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(event) => {
        // Focus leaving both the button and the list closes it (the list is inside in the DOM, though
        // drawn in the top layer).
        if (event.relatedTarget && !wrapper.current?.contains(event.relatedTarget as Node)) hide();
      }}
    >
      <button
        ref={button}
        type="button"
        popoverTarget={servicesMenuId}
        aria-controls={servicesMenuId}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        className={`services-menu-button inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-semibold ${light ? 'text-ink-900 hover:text-brand-700' : 'text-white hover:text-sun-400'}`}
      >
        {shellWords.services}
        <Icon
          name="chevron-down"
          className="size-4 transition-transform services-open:rotate-180 motion-reduce:transition-none"
        />
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys pressed on its links move between them (one listener for all) */}
      <ul
        ref={list}
        id={servicesMenuId}
        popover="auto"
        onKeyDown={onListKeyDown}
        onToggle={(event) => {
          if (event.newState === 'closed') openedByHover.current = false;
        }}
        className="services-menu m-0 mt-2 w-72 rounded-xl border-0 bg-white p-2 text-ink-900 shadow-xl ring-1 ring-ink-900/10"
      >
        {servicesMenuLinks.map((service, index) => (
          <li key={service.to}>
            <Link
              ref={(element) => {
                links.current[index] = element;
              }}
              to={service.to}
              onClick={() => hide()}
              className="block rounded-lg px-4 py-3 font-medium text-ink-900 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50"
            >
              {service.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

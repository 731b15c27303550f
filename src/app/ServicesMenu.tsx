/**
 * The Services dropdown of the top navigation: the WAI-ARIA disclosure navigation pattern (a button
 * with aria-expanded controlling a list of links), plus arrow keys, Home/End, Escape, type-ahead
 * and a hover intent delay for pointer users (the menu's timings: type-ahead clears after 1 s, a
 * hover opens it after 100 ms, and a 300 ms grace period before it closes).
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../components/Icon';
import { ui } from '../lib/ui';
import { serviceLinks } from '../navigation';

export function ServicesMenu({ light }: { light: boolean }) {
  const [open, setOpen] = useState(false);
  const menuId = 'services-menu';
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const hoverTimer = useRef<number | undefined>(undefined);
  const typeAhead = useRef({ buffer: '', timer: undefined as number | undefined });

  const focusItem = (index: number) => {
    const count = serviceLinks.length;
    links.current[((index % count) + count) % count]?.focus();
  };
  const focusedIndex = () => links.current.findIndex((link) => link === document.activeElement);

  const openAndFocus = (index: number) => {
    setOpen(true);
    // The list renders on the next frame when it was closed.
    requestAnimationFrame(() => focusItem(index));
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  // Close when a click lands outside, or focus leaves the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

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
    for (let offset = state.buffer.length > 1 ? 0 : 1; offset <= serviceLinks.length; offset++) {
      const index = (start + offset) % serviceLinks.length;
      if (serviceLinks[index]!.label.toLowerCase().startsWith(state.buffer)) {
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
      openAndFocus(serviceLinks.length - 1);
    } else if (event.key === 'Escape' && open) {
      close(true);
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
        focusItem(serviceLinks.length - 1);
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
  const onPointerEnter = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => setOpen(true), ui.dropdown.hoverOpenDelayMs);
  };
  const onPointerLeave = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => setOpen(false), ui.dropdown.pointerGraceMs);
  };

  return (
    <div
      ref={wrapper}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        className={`inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-semibold ${light ? 'text-ink-900 hover:text-brand-700' : 'text-white hover:text-sun-400'}`}
      >
        Services
        <Icon
          name="chevron-down"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys pressed on its links move between them (one listener for all) */}
      <ul
        id={menuId}
        hidden={!open}
        onKeyDown={onListKeyDown}
        className="absolute top-full left-0 mt-2 w-72 rounded-xl bg-white p-2 shadow-xl ring-1 ring-ink-900/10"
      >
        {serviceLinks.map((service, index) => (
          <li key={service.to}>
            <Link
              ref={(element) => {
                links.current[index] = element;
              }}
              to={service.to}
              onClick={() => setOpen(false)}
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

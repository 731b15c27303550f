/**
 * Client-side navigation: the browser's history, read through wouter's location hooks, plus the
 * manifest (src/routes.ts), which already knows every page. Why not React Router: its runtime is
 * ~12.7 KB gzipped, which with React (~66 KB) left too little of the 100 KB initial-JS budget for the
 * pages' own content; wouter's history hooks are ~1 KB and do the one thing this site needs.
 *
 * A link to a manifest page loads that page's chunk first and only then changes the URL, so the
 * current page stays on screen while the next one loads (no blank flash, no Suspense fallback: the
 * prerendered snapshot has no Suspense markers to hydrate).
 */
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { navigate, useLocationProperty, usePathname as useWouterPathname } from 'wouter/use-browser-location';
import { findRoute } from '../routes';
import { loadPage } from './pageLoader';

/** The current path ("/about"); re-renders on every navigation, including back and forward. */
export function usePathname(): string {
  return useWouterPathname();
}

const currentHash = () => window.location.hash;

/** The current "#fragment" (or ""). */
export function useHash(): string {
  return useLocationProperty(currentHash, currentHash);
}

/**
 * Go to a site path: load the page's chunk, then push the new URL. If the chunk cannot be loaded
 * (offline, or a new deploy removed it), fall back to an ordinary page load of the same URL.
 */
export async function goTo(to: string): Promise<void> {
  const url = new URL(to, window.location.href);
  const entry = findRoute(url.pathname);
  if (entry) {
    try {
      await loadPage(entry);
    } catch {
      window.location.assign(url.href);
      return;
    }
  }
  navigate(url.pathname + url.search + url.hash);
}

/** Clicks the browser should handle itself: new tab or window, download, modified or non-primary button. */
function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.currentTarget.target && !event.currentTarget.hasAttribute('download');
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path, optionally with #fragment. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** An ordinary <a href> (works without JavaScript) that navigates in place when the app is running. */
export function Link({ to, onClick, ...anchorProps }: LinkProps) {
  return (
    <a
      {...anchorProps}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        void goTo(to);
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Only the exact path counts as active (otherwise its sub-pages do too). */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
}

/** A Link that knows whether it points at the current page (aria-current="page" and a style). */
export function NavLink({ to, end = false, className, ...linkProps }: NavLinkProps) {
  const pathname = usePathname();
  const isActive = pathname === to || (!end && to !== '/' && pathname.startsWith(`${to}/`));
  return <Link {...linkProps} to={to} aria-current={isActive ? 'page' : undefined} className={className({ isActive })} />;
}

/**
 * The site's Link and NavLink: plain anchors to a site path. React Router's own (which pull in its
 * prefetching, route discovery and view transitions, and with them much of its data router) are not
 * part of the page's script: webpack gives every `import … from 'react-router-dom'` these two in their
 * place (src/app/reactRouterDom.ts, webpack.config.ts).
 *
 * An anchor needs no click handler of its own: one delegated listener handles every same-site link
 * (useLoadPageBeforeNavigating, src/app/clientNavigation.ts: it loads the next page, then navigates),
 * and before it is there a tap on a link is an ordinary page load of a prerendered page. Every `to`
 * in the site is a path from the root ("/services/fences", "/contact#quote-form"), as the registry
 * and the content write them, so the href is `to` itself.
 */
import type { AnchorHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react';
import { useLocation } from 'react-router';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A site path from the root, possibly with a query and a fragment. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, children, ...rest }: LinkProps) {
  return (
    <a {...rest} href={to}>
      {children}
    </a>
  );
}

/** What a NavLink's class name, style and children may depend on (React Router's NavLink gives the same). */
export interface NavLinkState {
  isActive: boolean;
  /** Always false: only React Router's data router has pending navigations. */
  isPending: boolean;
  /** Always false: the site uses no view transitions. */
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** Active only on `to` itself, not on the pages below it. */
  end?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  style?: CSSProperties | ((state: NavLinkState) => CSSProperties | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
}

/** A path without its query, fragment and trailing slash, lower-cased (paths match case-insensitively, as React Router's do). */
function pathPart(to: string): string {
  const pathname = to.split(/[?#]/, 1)[0]!.toLowerCase();
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Whether the page on screen is `to`, or (unless `end`) a page below it. */
export function isActivePath(currentPathname: string, to: string, end: boolean): boolean {
  const current = pathPart(currentPathname);
  const target = pathPart(to);
  if (current === target) return true;
  if (end) return false;
  return target === '/' ? false : current.startsWith(`${target}/`);
}

/**
 * A link that knows whether it leads to the page on screen: aria-current="page" there, and its class
 * name, style and children may say so too (the top navigation underlines it).
 */
export function NavLink({ to, end = false, className, style, children, ...rest }: NavLinkProps) {
  const isActive = isActivePath(useLocation().pathname, to, end);
  const state: NavLinkState = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      // A class name given as text gains "active" on the active link, as React Router's NavLink does.
      className={
        typeof className === 'function'
          ? className(state)
          : [className, isActive && 'active'].filter(Boolean).join(' ') || undefined
      }
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}

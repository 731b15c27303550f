/**
 * The registry entry of the page being shown, as React Router matched it (the route's handle). The
 * layout provides it; pages, breadcrumbs and the quote form read it instead of looking the URL up.
 */
import { createContext, useContext } from 'react';
import type { PageEntry } from '../../content/pageEntry';

export const CurrentPageContext = createContext<PageEntry | null>(null);

/** The current page's entry; null on the 404 page. */
export function useCurrentPage(): PageEntry | null {
  return useContext(CurrentPageContext);
}

/** In a page module: its own entry, which the router always provides there. */
export function usePageEntry(): PageEntry {
  const entry = useContext(CurrentPageContext);
  if (!entry) throw new Error('usePageEntry: no current page (is this component rendered outside a registry route?)');
  return entry;
}

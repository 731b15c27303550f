/**
 * The page being shown, as two contexts:
 * - its route (src/content/pageEntry.ts, PageRoute), as React Router matched it: the layout provides
 *   it, and the shell and the quote form read it (useCurrentPage) before the page's module loads;
 * - its registry entry, which arrives with the page's chunk: RoutePage provides it, and the page
 *   itself, its breadcrumbs and its JSON-LD read it (usePageEntry).
 */
import { createContext, useContext } from 'react';
import type { PageEntry, PageRoute } from '../../content/pageEntry';

export const CurrentPageContext = createContext<PageRoute | null>(null);
export const PageEntryContext = createContext<PageEntry | null>(null);

/** The current page's route; null on the 404 page. */
export function useCurrentPage(): PageRoute | null {
  return useContext(CurrentPageContext);
}

/** In a page module: its own entry, which RoutePage always provides there. */
export function usePageEntry(): PageEntry {
  const entry = useContext(PageEntryContext);
  if (!entry) throw new Error('usePageEntry: no current page (is this component rendered outside a registry route?)');
  return entry;
}

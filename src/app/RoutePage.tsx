import { use, useEffect } from 'react';
import type { PageEntry } from '../content/pageEntry';
import { Seo } from '../components/seo/Seo';
import { signalReady } from '../lib/environment';
import { markPageHydrated, pageModuleFor } from './pageHydration';

/**
 * One registry page: its head (title, description, canonical, JSON-LD) and the page itself.
 * - The page the visitor arrived on suspends here until they reach for it (see pageHydration):
 *   meanwhile React keeps its served HTML in place, dehydrated.
 * - A page reached by a link has loaded before the URL changed, so use() does not suspend; if it
 *   ever does (back or forward to a page whose chunk is still loading), React Router's transition
 *   keeps the previous page on screen meanwhile.
 */
export function RoutePage({ entry }: { entry: PageEntry }) {
  const Page = use(pageModuleFor(entry)).default;
  useEffect(() => {
    markPageHydrated();
    signalReady();
  }, [entry]);
  return (
    <>
      <Seo entry={entry} />
      <Page />
    </>
  );
}

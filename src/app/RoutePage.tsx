import { use, useEffect } from 'react';
import type { PageRoute } from '../content/pageEntry';
import { PageEntryContext } from '../components/ui/currentPage';
import { Seo } from '../components/seo/Seo';
import { signalReady } from '../lib/environment';
import { markPageHydrated, pageFor } from './pageHydration';

/**
 * One registry page: its head (title, description, canonical, JSON-LD) and the page itself, given
 * its entry, which arrives with its module (pageModules).
 * - The page the visitor arrived on suspends here until they reach for it (see pageHydration):
 *   meanwhile React keeps its served HTML in place, dehydrated.
 * - A page reached by a link has loaded before the URL changed, so use() does not suspend; if it
 *   ever does (back or forward to a page whose chunk is still loading), React Router's transition
 *   keeps the previous page on screen meanwhile.
 */
export function RoutePage({ route }: { route: PageRoute }) {
  const { module, entry } = use(pageFor(route));
  const Page = module.default;
  useEffect(() => {
    markPageHydrated();
    signalReady();
  }, [route]);
  return (
    <PageEntryContext value={entry}>
      <Seo entry={entry} />
      <Page />
    </PageEntryContext>
  );
}

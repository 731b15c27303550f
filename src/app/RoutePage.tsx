import { use, useEffect } from 'react';
import type { PageEntry } from '../pageEntry';
import { Seo } from '../components/Seo';
import { signalReady } from './environment';

/**
 * One registry page: its head (title, description, canonical, JSON-LD) and the page itself. Its
 * module has always loaded before this renders (start-up loads it before hydrating, links before
 * changing the URL), so use() does not suspend; if it ever does (back or forward to a page whose
 * chunk is still loading), React Router's transition keeps the previous page on screen meanwhile.
 */
export function RoutePage({ entry }: { entry: PageEntry }) {
  const Page = use(entry.page.load()).default;
  useEffect(() => {
    signalReady();
  }, [entry]);
  return (
    <>
      <Seo route={entry} />
      <Page />
    </>
  );
}

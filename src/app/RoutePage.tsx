import { use, useEffect } from 'react';
import type { RouteEntry } from '../routes';
import { Seo } from '../components/Seo';
import { signalReady } from './environment';
import { loadPage } from './pageLoader';

/** One manifest page: its head (title, description, canonical, JSON-LD) and the page itself. */
export function RoutePage({ entry }: { entry: RouteEntry }) {
  const Page = use(loadPage(entry)).default;
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

/**
 * What the registry entries of sub-service pages say of them (their label, title and description),
 * from the owner's page files, where each page's words are. A module of its own so the registry,
 * which every page loads, carries these few words and not the pages' copy. Plain data: webpack
 * replaces this module by its value (../pageCopyModules.ts).
 */
import { readPage } from '../pageCopy';
import type { SubServiceHead } from '../schemas/subService';
import type { DesignServicesWords } from './design';

/** Each page's path with its entry's words. */
export type PageHead = SubServiceHead & { path: string };

const headsOf = ({ pages }: { pages: { path: string; head: SubServiceHead }[] }): PageHead[] =>
  pages.map(({ path, head }) => ({ path, ...head }));

/** The design pages' (content/pages/design-services.json). */
export const designHeads = headsOf(readPage('design-services') as DesignServicesWords);

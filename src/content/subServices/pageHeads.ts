/**
 * What the registry entries of sub-service pages say of them (their label, title and description),
 * from the owner's page files, where each page's words are. A module of its own so the registry,
 * which every page loads, carries these few words and not the pages' copy. Plain data: webpack
 * replaces this module by its value (../pageCopyModules.ts).
 */
import { readPage } from '../pageCopy';
import type { SubServiceGroup, SubServiceHead, SubServicePageWords } from '../schemas/subService';

/** The owner's file of each group's pages: content/pages/<name>.json. */
export const groupPageFiles: Record<SubServiceGroup, string> = {
  fences: 'fence-services',
  landscaping: 'landscaping-services',
  design: 'design-services',
  irrigation: 'irrigation-services',
  'artificial-turf': 'artificial-turf-services',
  'foundation-repair': 'foundation-repair-services',
};

/** The entry's words of each page of content/pages/<name>.json, by the page's path. */
function headsOf(name: string): Record<string, SubServiceHead> {
  const { pages } = readPage(name) as { pages: Pick<SubServicePageWords, 'path' | 'head'>[] };
  return Object.fromEntries(pages.map(({ path, head }) => [path, head]));
}

/** Each group's pages' entry words, by the page's path. */
export const subServiceHeads = Object.fromEntries(
  Object.entries(groupPageFiles).map(([group, name]) => [group, headsOf(name)]),
) as Record<SubServiceGroup, Record<string, SubServiceHead>>;

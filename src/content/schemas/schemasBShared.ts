/**
 * Shapes that several page schemas use and shapes.ts does not have yet: the list of areas a page
 * serves, a link to another page of the site, and the check that keys of a list are unique.
 */
import { z } from 'zod';
import { linkAction, section, sitePath, text } from './shapes';

/** The cities and neighborhoods a page serves (a list of business.ts), shown as pills. */
export const areaList = z.array(text).min(1).readonly();

/** A section of the areas a page serves. */
export const areasSection = section({ list: areaList });

/** A link to another page of the site, rendered as a router link: a site path, never tel: or an anchor. */
export const pageLink = linkAction.extend({ link: sitePath });
export type PageLink = z.infer<typeof pageLink>;

/**
 * For `.refine`: whether no two items of a list share `key` (an id, a slug, a category), where the
 * page finds an item by it or uses it as an anchor or React key.
 */
export const distinct = <Item>(items: readonly Item[], key: (item: Item) => unknown): boolean =>
  new Set(items.map(key)).size === items.length;

/**
 * The lowest fence price per foot of each audience, e.g. { residential: 25, commercial: 32 }: what
 * the fence sales page's registry entry names in its title and description. Made from pricing.ts,
 * never edited. In the page's production script webpack replaces this module by its value
 * (scripts/buildTimeValue.ts, applied in webpack.config.ts), so the registry, which every page
 * loads, carries these two numbers rather than the whole price list: a price change that leaves them
 * as they are reaches only the pages that show the prices, and an edit build draws only those again
 * (docs/decisions.md 19). Node, jest and the dev server run it as written. Every export is data.
 */
import { startingPrice } from './pricing';

export const startingPrices = {
  residential: startingPrice('residential'),
  commercial: startingPrice('commercial'),
};

/** The registry entry of Contact (/contact): listed in src/content/registry.ts. */
import { business, contactServiceAreas, inWords } from './business';
import { contentSource, pageFileSource, type PageEntry } from './pageEntry';

const office = `${business.address.city}, ${business.address.region}`;
const week = business.hours.flatMap((row) => row.days);
const openDays = business.hours.filter((row) => row.opens !== null).flatMap((row) => row.days);
/** True when the open days follow each other in the week (Monday to Saturday, not Monday and Wednesday). */
const inARow = openDays.every((day, i) => i === 0 || week.indexOf(day) === week.indexOf(openDays[i - 1]!) + 1);
/** ", open Monday to Saturday" from the opening hours; left out when no day is open. */
const openClause =
  openDays.length === 0
    ? ''
    : `, open ${openDays.length > 2 && inARow ? `${openDays[0]} to ${openDays.at(-1)}` : inWords(openDays)}`;

export const contactEntry: PageEntry = {
  path: '/contact',
  label: 'Contact',
  title: `Contact Us: Free Quote, Phone & Office in ${office}`,
  description: `Call, text or send a message for a free quote. Office in ${office}${openClause}, serving ${contactServiceAreas.slice(0, 4).join(', ')} and beyond.`,
  priority: 0.9,
  changefreq: 'monthly',
  module: 'Contact',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('business'), 'content/business.json', pageFileSource('contact')] : [],
};

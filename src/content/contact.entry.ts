/** The registry entry of Contact (/contact): listed in src/content/registry.ts. */
import { contentSource, type PageEntry } from './pageEntry';

export const contactEntry: PageEntry = {
  path: '/contact',
  label: 'Contact',
  title: 'Contact Us: Free Quote, Phone & Office in Garland, TX',
  description:
    'Call, text or send a message for a free quote. Office in Garland, TX, open Monday to Saturday, serving Dallas, Fort Worth, Plano, Frisco and beyond.',
  priority: 0.9,
  changefreq: 'monthly',
  module: 'Contact',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('business')] : [],
};

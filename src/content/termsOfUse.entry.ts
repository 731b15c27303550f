/** The registry entry of Terms of Use (/terms): listed in src/content/registry.ts. */
import { contentSource, pageFileSource, type PageEntry } from './pageEntry';

export const termsOfUseEntry: PageEntry = {
  path: '/terms',
  label: 'Terms of Use',
  title: 'Terms of Use',
  description:
    'The terms that apply when you use this website, request a quote or rely on the information published here.',
  priority: 0.3,
  changefreq: 'yearly',
  module: 'Terms',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('legal'), contentSource('termsOfUse'), pageFileSource('terms-of-use')] : [],
};

/** The registry entry of Privacy Policy (/privacy): listed in src/content/registry.ts. */
import { contentSource, pageFileSource, type PageEntry } from './pageEntry';

export const privacyPolicyEntry: PageEntry = {
  path: '/privacy',
  label: 'Privacy Policy',
  title: 'Privacy Policy',
  description:
    'How we collect, use and protect the information you give us through our quote and contact forms, phone and text messages.',
  priority: 0.3,
  changefreq: 'yearly',
  module: 'Privacy',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('legal'), contentSource('privacyPolicy'), pageFileSource('privacy-policy')] : [],
};

/**
 * The addresses of the sub-service pages, by service, in menu order: the code's, not the owner's.
 * Other pages, the menus, the sitemap and search engines know them, so a page keeps its address
 * whatever its words say. Each service's .entries.ts makes its entries from them, and its page file
 * (content/pages/fence-services.json …) names each page by one, which its schema checks
 * (../schemas/subService.ts), so an edited address is refused by the content check, naming the file
 * and the field. Plain data.
 */
export const subServiceAddresses = {
  fences: ['/services/fences/installation', '/services/fences/repair', '/services/fences/gates', '/services/fences/staining'],
  landscaping: ['/services/landscaping/installation', '/services/landscaping/renovation', '/services/landscaping/clean-up'],
  design: [
    '/services/design/custom-plans',
    '/services/design/space-planning',
    '/services/design/visual-presentations',
    '/services/design/process',
  ],
  irrigation: ['/services/irrigation/sprinklers', '/services/irrigation/smart-controllers', '/services/irrigation/maintenance'],
  'artificial-turf': [
    '/services/artificial-turf/residential',
    '/services/artificial-turf/commercial',
    '/services/artificial-turf/pet-friendly',
  ],
  'foundation-repair': [
    '/services/foundation-repair/stabilization',
    '/services/foundation-repair/crack-repair',
    '/services/foundation-repair/drainage',
  ],
} as const;

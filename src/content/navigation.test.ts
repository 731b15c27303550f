import {
  allNavigationLinks,
  footerQuickLinks,
  footerServiceLinks,
  homeLink,
  legalLinks,
  primaryLinks,
  serviceLinks,
  servicesMenuLinks,
} from './navigation';
import { findEntry } from './registry';

describe('navigation', () => {
  test('every link points at a path of the page registry', () => {
    const unregistered = allNavigationLinks
      .filter((link) => findEntry(link.to)?.path !== link.to)
      .map((link) => link.to);
    expect(unregistered).toEqual([]);
  });

  test("labels are the registry's, except where a list overrides one on purpose", () => {
    const overridden = allNavigationLinks
      .filter((link) => link.label !== findEntry(link.to)!.label)
      .map((link) => `${link.to}: ${link.label}`);
    expect([...new Set(overridden)]).toEqual(['/services/fences/sales: Fence Pricing']);
  });

  test('the Services menu lists every service page in order, and the top navigation Home, Gallery, About, Case Studies and Contact', () => {
    expect(servicesMenuLinks.map((l) => l.to)).toEqual([
      '/services/fences',
      '/services/landscaping',
      '/services/design',
      '/services/irrigation',
      '/services/artificial-turf',
      '/services/foundation-repair',
      '/services/outdoor-living',
    ]);
    expect([homeLink, ...primaryLinks].map((l) => l.label)).toEqual([
      'Home',
      'Gallery',
      'About',
      'Case Studies',
      'Contact',
    ]);
  });

  test('the footer links the quick pages, every service page and the legal pages', () => {
    expect(footerQuickLinks.map((l) => l.to)).toEqual([
      '/',
      '/about',
      '/gallery',
      '/case-studies',
      '/services/fences/sales',
      '/contact',
      '/sitemap',
    ]);
    expect(footerServiceLinks.map((l) => l.to)).toEqual([
      ...serviceLinks.map((l) => l.to),
      '/services/outdoor-living',
      '/custom-outdoor-kitchen-design-dallas',
    ]);
    expect(legalLinks.map((l) => l.label)).toEqual(['Privacy Policy', 'Terms of Use']);
  });
});

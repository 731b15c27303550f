/**
 * The site's link lists as data: the top navigation, its Services menu, the mobile menu and the
 * footer. Each link names a registered path; its label is the page's registry label unless the link
 * overrides it on purpose (a test fails on a path the registry does not have). Labels come from the
 * route list, not the registry: these lists are part of start-up (the shell shows them).
 */
import { registeredRoute } from './pageRoutes';

export interface NavigationLink {
  to: string;
  label: string;
}

/** A registry page as a link; `label` overrides the registry's label where a menu needs other words. */
function link(to: string, label?: string): NavigationLink {
  return { to, label: label ?? registeredRoute(to).label };
}

/** The six services, in menu order (the Services menu and the footer start with them). */
export const serviceLinks: NavigationLink[] = [
  link('/services/fences'),
  link('/services/landscaping'),
  link('/services/design'),
  link('/services/irrigation'),
  link('/services/artificial-turf'),
  link('/services/foundation-repair'),
];

/** The Services menu (desktop dropdown and mobile menu): every service page, the six, then outdoor living. */
export const servicesMenuLinks: NavigationLink[] = [...serviceLinks, link('/services/outdoor-living')];

/** The top navigation, left to right: Home, then the Services menu, then these. */
export const homeLink = link('/');
export const primaryLinks: NavigationLink[] = [
  link('/gallery'),
  link('/about'),
  link('/case-studies'),
  link('/contact'),
];

/** Footer, "Quick links". */
export const footerQuickLinks: NavigationLink[] = [
  homeLink,
  link('/about'),
  link('/gallery'),
  link('/case-studies'),
  // The registry calls it "Fence Pricing & Free Quote"; a footer list wants two words.
  link('/services/fences/sales', 'Fence Pricing'),
  link('/contact'),
  link('/sitemap'),
];

/** Footer, "Services": the menu's services, then the outdoor kitchen page. */
export const footerServiceLinks: NavigationLink[] = [
  ...servicesMenuLinks,
  link('/custom-outdoor-kitchen-design-dallas'),
];

/** Footer, bottom row. */
export const legalLinks: NavigationLink[] = [link('/privacy'), link('/terms')];

/** Every list above, for the test that checks each link against the registry. */
export const allNavigationLinks: NavigationLink[] = [
  ...servicesMenuLinks,
  homeLink,
  ...primaryLinks,
  ...footerQuickLinks,
  ...footerServiceLinks,
  ...legalLinks,
];

/**
 * THE route manifest. It alone feeds the router (src/app/router.tsx), the prerender crawl
 * (scripts/prerender.ts), sitemap.xml and robots.txt (scripts/sitemap.ts via src/lib/sitemap.ts),
 * the in-app /sitemap page and the server's list of known paths. Add a page here and it is
 * routed, prerendered, listed and served.
 */
import type { ComponentType } from 'react';
import { fenceWarranty, terms } from './content/business';
import { caseStudyPages } from './content/caseStudyPages';
import { groupParents, groupSourceFiles, loadSubServiceContent, subServicePages } from './content/subServices';

export type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

export interface PageModule {
  default: ComponentType;
}

export interface RouteEntry {
  /** The path as visitors see it: leading slash, no trailing slash ("/" for home). */
  path: string;
  /** Short name for breadcrumbs, menus and the sitemap page. */
  label: string;
  /** Document title (the brand is appended by the SEO helper unless it is already there). */
  title: string;
  /** Meta description: one or two sentences, under ~160 characters. */
  description: string;
  /** sitemap.xml priority, 0 to 1 (SPEC section 9). */
  priority: number;
  changefreq: ChangeFrequency;
  /** Loads the page module; webpack makes one chunk per page. */
  load: () => Promise<PageModule>;
  /**
   * Files (relative to the repo root) whose last commit date becomes this page's sitemap lastmod:
   * the page module and the content it shows.
   */
  sources: string[];
  /** Parent path for breadcrumbs; defaults to "/". */
  parent?: string;
  /** Kept out of sitemap.xml and marked noindex (e.g. the thank-you page). */
  noindex?: boolean;
  /** Shows only the logo and the phone link in the top navigation (the fence sales landing page). */
  minimalNav?: boolean;
}

const page = (name: string) => `src/pages/${name}.tsx`;
const content = (name: string) => `src/content/${name}.ts`;

/** The pages of SPEC section 2's route table, plus the thank-you page. */
const coreRoutes: RouteEntry[] = [
  {
    path: '/',
    label: 'Home',
    title: 'Fence, Landscaping & Outdoor Living Contractor in Dallas-Fort Worth',
    description: 'Cedar and iron fences, landscaping, irrigation, artificial turf and foundation repair across Dallas-Fort Worth since 2005. Free quotes within 24 hours.',
    priority: 1,
    changefreq: 'weekly',
    load: () => import(/* webpackChunkName: "page-home" */ './pages/Home'),
    sources: [page('Home'), content('home')],
  },
  {
    path: '/about',
    label: 'About',
    title: 'About Us: DFW Fence & Landscape Contractor Since 2005',
    description: 'Meet the Garland-based crew that has built fences, gardens and outdoor living spaces for North Texas homeowners, businesses and HOAs since 2005.',
    priority: 0.8,
    changefreq: 'monthly',
    load: () => import(/* webpackChunkName: "page-about" */ './pages/About'),
    sources: [page('About'), content('about')],
  },
  {
    path: '/services/fences',
    label: 'Fences',
    title: 'Fence Installation, Repair, Gates & Staining in Dallas-Fort Worth',
    description: `Cedar privacy, ornamental iron, composite and ranch fences built in ${terms.installationDays} days, with ${terms.materialWarrantyYears} year material warranties and a ${fenceWarranty.lifetimeName}.`,
    priority: 0.8,
    changefreq: 'monthly',
    load: () => import(/* webpackChunkName: "page-fences" */ './pages/Fences'),
    sources: [page('Fences'), content('fences')],
  },
  {
    path: '/services/fences/sales',
    label: 'Fence Pricing & Free Quote',
    title: 'New Fence Pricing From $25/ft: Free DFW Fence Quote',
    description: 'Residential fences from $25 per linear foot, commercial from $30. Quote within 24 hours, installed in 2-5 days, $100 for every day we run late.',
    priority: 0.7,
    changefreq: 'monthly',
    load: () => import(/* webpackChunkName: "page-fence-sales" */ './pages/FenceSales'),
    sources: [page('FenceSales'), content('fenceSales'), content('pricing')],
    parent: '/services/fences',
    minimalNav: true,
  },
  {
    path: '/services/landscaping',
    label: 'Landscaping',
    title: 'Landscaping Services: Installation, Renovation & Clean-Up in DFW',
    description: 'Planting, sod, beds, stone work and seasonal clean-ups built for North Texas clay soil and summer heat, from a Garland crew serving all of DFW.',
    priority: 0.8,
    changefreq: 'monthly',
    load: () => import(/* webpackChunkName: "page-landscaping" */ './pages/Landscaping'),
    sources: [page('Landscaping'), content('landscaping')],
  },
  {
    path: '/services/design',
    label: 'Landscape Design',
    title: 'Landscape Design Services: Custom Plans for DFW Homes',
    description: 'Custom landscape plans, space planning and 3D visual presentations, with a step-by-step design process and 50% off the design fee when we build it.',
    priority: 0.8,
    changefreq: 'monthly',
    load: () => import(/* webpackChunkName: "page-design" */ './pages/Design'),
    sources: [page('Design'), content('design')],
  },
  {
    path: '/services/landscape-design',
    label: 'Professional Landscape Design',
    title: 'Professional Landscape Design in Dallas',
    description: 'Professional landscape design for Dallas homes: portfolio, before-and-after transformations and design-build service across Dallas, Irving, Garland and more.',
    priority: 0.8,
    changefreq: 'monthly',
    load: () => import(/* webpackChunkName: "page-landscape-design" */ './pages/LandscapeDesign'),
    sources: [page('LandscapeDesign'), content('landscapeDesign')],
    parent: '/services/design',
  },
  {
    path: '/services/garden-design',
    label: 'Dallas Garden Design',
    title: 'Dallas Garden Design: Native, Courtyard & Cottage Gardens',
    description: 'Gardens designed for Dallas heat and clay: native and pollinator plantings, courtyards and cottage borders, from plan to planting by one local team.',
    priority: 0.8,
    changefreq: 'monthly',
    load: () => import(/* webpackChunkName: "page-garden-design" */ './pages/GardenDesign'),
    sources: [page('GardenDesign'), content('gardenDesign')],
    parent: '/services/design',
  },
  {
    path: '/services/outdoor-living',
    label: 'Outdoor Living',
    title: 'Outdoor Living Contractors: Patios, Pergolas & Fire Pits in DFW',
    description: 'Patios, pergolas, fire pits and outdoor rooms designed and built in six clear steps by a Dallas-Fort Worth outdoor living contractor.',
    priority: 0.8,
    changefreq: 'monthly',
    load: () => import(/* webpackChunkName: "page-outdoor-living" */ './pages/OutdoorLiving'),
    sources: [page('OutdoorLiving'), content('outdoorLiving')],
  },
  {
    path: '/services/irrigation',
    label: 'Irrigation',
    title: 'Irrigation & Sprinkler Systems in Dallas-Fort Worth',
    description: 'Sprinkler installation, smart controllers and maintenance that meet DFW watering rules, with a 1-year warranty on installation work.',
    priority: 0.8,
    changefreq: 'monthly',
    load: () => import(/* webpackChunkName: "page-irrigation" */ './pages/Irrigation'),
    sources: [page('Irrigation'), content('irrigation')],
  },
  {
    path: '/services/artificial-turf',
    label: 'Artificial Turf',
    title: 'Artificial Turf Installation in Dallas-Fort Worth',
    description: 'Residential, commercial and pet-friendly artificial turf installed on a properly built base, backed by a 15-year warranty.',
    priority: 0.8,
    changefreq: 'monthly',
    load: () => import(/* webpackChunkName: "page-artificial-turf" */ './pages/ArtificialTurf'),
    sources: [page('ArtificialTurf'), content('artificialTurf')],
  },
  {
    path: '/services/foundation-repair',
    label: 'Foundation Repair',
    title: 'Foundation Repair in Dallas-Fort Worth: Free Inspection',
    description: 'Slab stabilization, crack repair and drainage correction for North Texas clay soil. Free inspection, financing available, lifetime transferable warranty.',
    priority: 0.8,
    changefreq: 'monthly',
    load: () => import(/* webpackChunkName: "page-foundation-repair" */ './pages/FoundationRepair'),
    sources: [page('FoundationRepair'), content('foundationRepair')],
  },
  {
    path: '/custom-outdoor-kitchen-design-dallas',
    label: 'Outdoor Kitchens',
    title: 'Custom Outdoor Kitchen Design & Build in Dallas',
    description: 'Custom outdoor kitchens in Dallas: grills, stone islands, pavilions and lighting, designed and built by one local team. Request your free design quote.',
    priority: 0.7,
    changefreq: 'monthly',
    load: () => import(/* webpackChunkName: "page-outdoor-kitchen" */ './pages/OutdoorKitchen'),
    sources: [page('OutdoorKitchen'), content('outdoorKitchen')],
  },
  {
    path: '/contact',
    label: 'Contact',
    title: 'Contact Us: Free Quote, Phone & Office in Garland, TX',
    description: 'Call, text or send a message for a free quote. Office in Garland, TX, open Monday to Saturday, serving Dallas, Fort Worth, Plano, Frisco and beyond.',
    priority: 0.9,
    changefreq: 'monthly',
    load: () => import(/* webpackChunkName: "page-contact" */ './pages/Contact'),
    sources: [page('Contact'), content('business')],
  },
  {
    path: '/gallery',
    label: 'Gallery',
    title: 'Project Gallery: Fences, Landscaping & Outdoor Living',
    description: 'Browse recent fences, landscapes and outdoor living spaces we built across Dallas-Fort Worth, filtered by project type.',
    priority: 0.7,
    changefreq: 'monthly',
    load: () => import(/* webpackChunkName: "page-gallery" */ './pages/Gallery'),
    sources: [page('Gallery'), content('gallery')],
  },
  {
    path: '/case-studies',
    label: 'Case Studies',
    title: 'Fence Case Studies: Before & After Projects in DFW',
    description: 'Three fence projects from problem to finished result: a cedar privacy fence, a wrought iron fence and a ranch-style fence, with before and after views.',
    priority: 0.8,
    changefreq: 'monthly',
    load: () => import(/* webpackChunkName: "page-case-studies" */ './pages/CaseStudies'),
    sources: [page('CaseStudies'), content('caseStudies')],
  },
  {
    path: '/sitemap',
    label: 'Sitemap',
    title: 'Sitemap',
    description: 'Every page of the site with its priority and update frequency, as served to search engines in sitemap.xml.',
    priority: 0.3,
    changefreq: 'monthly',
    load: () => import(/* webpackChunkName: "page-sitemap" */ './pages/Sitemap'),
    sources: [page('Sitemap'), 'src/routes.ts'],
  },
  {
    path: '/privacy',
    label: 'Privacy Policy',
    title: 'Privacy Policy',
    description: 'How we collect, use and protect the information you give us through our quote and contact forms, phone and text messages.',
    priority: 0.3,
    changefreq: 'yearly',
    load: () => import(/* webpackChunkName: "page-privacy" */ './pages/Privacy'),
    sources: [page('Privacy'), content('legal')],
  },
  {
    path: '/terms',
    label: 'Terms of Use',
    title: 'Terms of Use',
    description: 'The terms that apply when you use this website, request a quote or rely on the information published here.',
    priority: 0.3,
    changefreq: 'yearly',
    load: () => import(/* webpackChunkName: "page-terms" */ './pages/Terms'),
    sources: [page('Terms'), content('legal')],
  },
  {
    path: '/thank-you',
    label: 'Thank You',
    title: 'Thank You: We Received Your Request',
    description: 'Your request reached us. We reply within 24 hours; call or text if it is urgent.',
    priority: 0,
    changefreq: 'yearly',
    load: () => import(/* webpackChunkName: "page-thank-you" */ './pages/ThankYou'),
    sources: [page('ThankYou')],
    noindex: true,
  },
];

// ---------------------------------------------------------------------------------------------
// Generated pages: the 26 destinations SPEC section 2 lists as "other links in content". Each is
// built from typed content (adding one is adding data): 20 sub-service pages, 3 case studies, the
// two portfolio views and the garden design process. All sit at sitemap priority 0.6, monthly.
//
// Sub-service and case study pages share one page module each, which finds its copy by the current
// path. A sub-service entry loads its service's copy together with the page module (one chunk per
// service, not one for all 20 pages), so every page starts with only the copy it shows.
// ---------------------------------------------------------------------------------------------
const subpage = { priority: 0.6, changefreq: 'monthly' } as const;

const subServiceRoutes: RouteEntry[] = subServicePages.map((s) => ({
  path: s.path,
  label: s.label,
  title: s.title,
  description: s.description,
  ...subpage,
  load: () =>
    Promise.all([import(/* webpackChunkName: "page-sub-service" */ './pages/SubService'), loadSubServiceContent(s.group)]).then(([module]) => module),
  sources: [page('SubService'), groupSourceFiles[s.group]],
  parent: groupParents[s.group],
}));

const caseStudyRoutes: RouteEntry[] = caseStudyPages.map((c) => ({
  path: c.path,
  label: c.label,
  title: c.title,
  description: c.description,
  ...subpage,
  load: () => import(/* webpackChunkName: "page-case-study" */ './pages/CaseStudy'),
  sources: [page('CaseStudy'), content('caseStudyDetails'), content('caseStudies')],
  parent: '/case-studies',
}));

const standaloneSubpages: RouteEntry[] = [
  {
    path: '/portfolio',
    label: 'Portfolio',
    title: 'Portfolio: Fence, Landscape & Outdoor Living Projects by Type',
    description: 'Every project in our portfolio grouped by type, with where we built it and the service behind it: fences, landscapes and outdoor living across DFW.',
    ...subpage,
    load: () => import(/* webpackChunkName: "page-portfolio" */ './pages/Portfolio'),
    sources: [page('Portfolio'), content('portfolio'), content('gallery')],
    parent: '/gallery',
  },
  {
    path: '/residential-portfolio',
    label: 'Residential Portfolio',
    title: 'Residential Portfolio: Fences, Gardens & Patios for DFW Homes',
    description: 'Fences, front yards, water-wise gardens and outdoor rooms we built for homeowners across Dallas-Fort Worth, and what homeowners can count on.',
    ...subpage,
    load: () => import(/* webpackChunkName: "page-residential-portfolio" */ './pages/ResidentialPortfolio'),
    sources: [page('ResidentialPortfolio'), content('portfolio'), content('gallery')],
    parent: '/portfolio',
  },
  {
    path: '/garden-design-process',
    label: 'Garden Design Process',
    title: 'Our Garden Design Process: Six Steps to a Dallas Garden',
    description: `How we design a Dallas garden in six steps, from consultation and soil test to planting plan and installation, with ${terms.designFeeDiscountPercent}% off the design fee when we plant it.`,
    ...subpage,
    load: () => import(/* webpackChunkName: "page-garden-design-process" */ './pages/GardenDesignProcess'),
    sources: [page('GardenDesignProcess'), content('gardenDesignProcess')],
    parent: '/services/garden-design',
  },
];

export const routes: RouteEntry[] = [...coreRoutes, ...subServiceRoutes, ...caseStudyRoutes, ...standaloneSubpages];

/** Entries listed in sitemap.xml (everything indexable). */
export const sitemapRoutes = routes.filter((r) => !r.noindex);

const byPath = new Map(routes.map((r) => [r.path, r]));

/** The manifest entry for a path, ignoring one trailing slash; undefined for unknown paths. */
export function findRoute(pathname: string): RouteEntry | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(normalised);
}

/** The six services of the top navigation's Services menu, in menu order. */
export const navServices = [
  '/services/fences',
  '/services/landscaping',
  '/services/design',
  '/services/irrigation',
  '/services/artificial-turf',
  '/services/foundation-repair',
].map((path) => {
  const entry = byPath.get(path);
  if (!entry) throw new Error(`navServices: ${path} is not in the route manifest`);
  return entry;
});

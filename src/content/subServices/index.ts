/**
 * The index of sub-service pages: what the route manifest needs (path, label, title, description,
 * parent) and nothing else, because src/routes.ts is part of every page's start-up JavaScript. The
 * copy of each page lives in the file of its parent service and loads with the page (see
 * loadSubServiceContent): a visitor to a fence page never downloads the foundation repair copy.
 *
 * Adding a sub-service page is adding data: an entry here and its content in the group's file.
 */
import { fenceWarranty, terms } from '../business';
import type { SubServiceContent, SubServiceGroup } from './types';

export type { SubServiceContent, SubServiceGroup } from './types';

export interface SubServicePage {
  path: string;
  group: SubServiceGroup;
  /** Breadcrumb and link label. */
  label: string;
  /** Document title (the brand is appended). */
  title: string;
  /** Meta description, 50 to 170 characters. */
  description: string;
}

/** The parent service page of each group (breadcrumbs and "all services" links). */
export const groupParents: Record<SubServiceGroup, string> = {
  fences: '/services/fences',
  landscaping: '/services/landscaping',
  design: '/services/design',
  irrigation: '/services/irrigation',
  'artificial-turf': '/services/artificial-turf',
  'foundation-repair': '/services/foundation-repair',
};

/** The content file of each group, relative to the repository root (the sitemap's lastmod source). */
export const groupSourceFiles: Record<SubServiceGroup, string> = {
  fences: 'src/content/subServices/fences.ts',
  landscaping: 'src/content/subServices/landscaping.ts',
  design: 'src/content/subServices/design.ts',
  irrigation: 'src/content/subServices/irrigation.ts',
  'artificial-turf': 'src/content/subServices/artificialTurf.ts',
  'foundation-repair': 'src/content/subServices/foundationRepair.ts',
};

export const subServicePages: SubServicePage[] = [
  {
    path: '/services/fences/installation',
    group: 'fences',
    label: 'Fence Installation',
    title: 'Fence Installation in Dallas-Fort Worth: Cedar, Iron & Composite',
    description: `Cedar, ornamental steel, composite and chain link fences on posts set in concrete, built in ${terms.installationDays} days, with a ${fenceWarranty.lifetimeName}.`,
  },
  {
    path: '/services/fences/repair',
    group: 'fences',
    label: 'Fence Repair',
    title: 'Fence Repair in DFW: Leaning Posts, Storm Damage & Sagging Gates',
    description: 'Leaning sections, rotted posts, broken pickets and storm damage repaired by a DFW fence crew, with new posts set in concrete or steel.',
  },
  {
    path: '/services/fences/gates',
    group: 'fences',
    label: 'Gates',
    title: 'Custom Wood & Iron Gates, Driveway Gates and Gate Repair in DFW',
    description: 'Walk gates, double drive gates and ornamental iron gates built on steel frames that do not sag, with self-closing hinges and pool-code latches.',
  },
  {
    path: '/services/fences/staining',
    group: 'fences',
    label: 'Fence Staining',
    title: 'Fence Staining & Sealing in Dallas-Fort Worth',
    description: 'Cedar and pine fences cleaned, brightened and stained with UV-blocking, oil-based stain that protects wood from North Texas sun, rain and hail.',
  },
  {
    path: '/services/landscaping/installation',
    group: 'landscaping',
    label: 'Landscape Installation',
    title: 'Landscape Installation in DFW: Beds, Sod, Trees & Stone Borders',
    description: 'New landscapes for new builds and bare yards: amended clay beds, native plants, sod, shade trees and stone borders, planted by a Garland crew.',
  },
  {
    path: '/services/landscaping/renovation',
    group: 'landscaping',
    label: 'Landscape Renovation',
    title: 'Landscape Renovation: Reworking Tired and Overgrown DFW Yards',
    description: 'Overgrown beds, thin lawns and shrubs crowding the slab reworked into a water-wise yard that suits North Texas heat, clay and watering rules.',
  },
  {
    path: '/services/landscaping/clean-up',
    group: 'landscaping',
    label: 'Seasonal Clean-Up',
    title: 'Yard Clean-Up in Dallas-Fort Worth: Seasonal & Storm Clean-Up',
    description: 'Spring and fall clean-ups, pruning, fresh mulch, bed edging and storm debris removal after hail and wind, for homes, HOAs and businesses in DFW.',
  },
  {
    path: '/services/design/custom-plans',
    group: 'design',
    label: 'Custom Landscape Plans',
    title: 'Custom Landscape Plans: Scaled Designs and Plant Lists for DFW',
    description: 'Scaled landscape plans with every bed, path, patio and plant placed and named, drawn for clay soil and HOA review, ready to price and build.',
  },
  {
    path: '/services/design/space-planning',
    group: 'design',
    label: 'Space Planning',
    title: 'Outdoor Space Planning: Patios, Lawns & Outdoor Rooms in DFW',
    description: 'Where the patio, play lawn, dog run and outdoor kitchen go, sized for how you use the yard and how the Texas sun and shade move across it.',
  },
  {
    path: '/services/design/visual-presentations',
    group: 'design',
    label: 'Visual Presentations',
    title: '3D Landscape Visual Presentations: See Your Yard Before It Is Built',
    description: 'Realistic 3D views, planting boards and material samples that let you walk through your new yard and compare options before anything is built.',
  },
  {
    path: '/services/design/process',
    group: 'design',
    label: 'Design Process',
    title: 'Our Landscape Design Process: From Consultation to Final Plan',
    description: 'How a landscape design comes together: consultation, site analysis, concept, 3D presentation and final plan, and what you receive at each step.',
  },
  {
    path: '/services/irrigation/sprinklers',
    group: 'irrigation',
    label: 'Sprinkler Installation',
    title: 'Sprinkler System Installation in Dallas-Fort Worth',
    description: `New sprinkler systems zoned for lawns, beds and trees, with rotors, sprays and drip sized to your water pressure and a ${terms.irrigationWarranty} installation warranty.`,
  },
  {
    path: '/services/irrigation/smart-controllers',
    group: 'irrigation',
    label: 'Smart Controllers',
    title: 'Smart Irrigation Controllers: Wi-Fi, Weather-Based Watering in DFW',
    description: 'Weather-based Wi-Fi controllers with rain and freeze sensors, programmed to your watering days and drought stage, to water less and waste nothing.',
  },
  {
    path: '/services/irrigation/maintenance',
    group: 'irrigation',
    label: 'Irrigation Maintenance',
    title: 'Sprinkler Repair & Irrigation Maintenance in Dallas-Fort Worth',
    description: 'Broken heads, leaking valves, dead zones, spring start-ups and winterizing for DFW sprinkler systems, with a written work order for every visit.',
  },
  {
    path: '/services/artificial-turf/residential',
    group: 'artificial-turf',
    label: 'Residential Turf',
    title: 'Residential Artificial Turf: Backyards, Front Lawns & Putting Greens',
    description: `Natural-looking artificial lawns for DFW backyards, front yards, shady spots and putting greens, on a compacted base, with a ${terms.turfWarrantyYears}-year warranty.`,
  },
  {
    path: '/services/artificial-turf/commercial',
    group: 'artificial-turf',
    label: 'Commercial Turf',
    title: 'Commercial & HOA Artificial Turf in Dallas-Fort Worth',
    description: 'Durable synthetic turf for office courtyards, apartment common areas, HOA entrances and medians: no watering days, no mowing crews, green all year.',
  },
  {
    path: '/services/artificial-turf/pet-friendly',
    group: 'artificial-turf',
    label: 'Pet-Friendly Turf',
    title: 'Pet-Friendly Artificial Turf & Dog Runs in DFW',
    description: `Dog runs and pet lawns with flow-through backing, antimicrobial infill and a fast-draining base that rinses clean, backed by a ${terms.turfWarrantyYears}-year warranty.`,
  },
  {
    path: '/services/foundation-repair/stabilization',
    group: 'foundation-repair',
    label: 'Slab Stabilization',
    title: 'Slab Foundation Stabilization: Pressed Concrete & Steel Piers',
    description: `Pressed concrete and steel piers driven to stable soil under DFW clay, the slab lifted toward level, with a ${terms.foundationWarranty} warranty.`,
  },
  {
    path: '/services/foundation-repair/crack-repair',
    group: 'foundation-repair',
    label: 'Crack Repair',
    title: 'Foundation Crack Repair: Slab, Brick & Drywall Cracks in DFW',
    description: 'Slab cracks sealed, brick veneer repointed and stair-step cracks repaired once the movement behind them is stopped. Free foundation inspection.',
  },
  {
    path: '/services/foundation-repair/drainage',
    group: 'foundation-repair',
    label: 'Drainage Correction',
    title: 'Foundation Drainage Correction: French Drains, Grading & Root Barriers',
    description: 'Regrading, French drains, downspout lines and root barriers that keep water and tree roots from moving your slab on North Texas clay soil.',
  },
];

const loaders: Record<SubServiceGroup, () => Promise<{ pages: SubServiceContent[] }>> = {
  fences: () => import(/* webpackChunkName: "sub-service-fences" */ './fences'),
  landscaping: () => import(/* webpackChunkName: "sub-service-landscaping" */ './landscaping'),
  design: () => import(/* webpackChunkName: "sub-service-design" */ './design'),
  irrigation: () => import(/* webpackChunkName: "sub-service-irrigation" */ './irrigation'),
  'artificial-turf': () => import(/* webpackChunkName: "sub-service-artificial-turf" */ './artificialTurf'),
  'foundation-repair': () => import(/* webpackChunkName: "sub-service-foundation-repair" */ './foundationRepair'),
};

const loaded = new Map<string, SubServiceContent>();

/**
 * Loads the copy of one service's sub-service pages. The manifest's `load` awaits it together with
 * the page module, so the page reads its copy synchronously (the first render equals the snapshot).
 */
export async function loadSubServiceContent(group: SubServiceGroup): Promise<void> {
  const { pages } = await loaders[group]();
  for (const page of pages) loaded.set(page.path, page);
}

/** The copy of a sub-service page, once its group has loaded; undefined otherwise. */
export function subServiceContent(path: string): SubServiceContent | undefined {
  return loaded.get(path);
}

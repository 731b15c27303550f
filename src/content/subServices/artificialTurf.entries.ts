/**
 * The registry entries of the artificial turf sub-service pages: listed in src/content/registry.ts. Their copy is
 * in ./artificialTurf.ts and loads with the page.
 */
import { terms } from '../business';
import { subServiceEntry } from './subServiceEntry';

const entry = subServiceEntry('artificial-turf');

export const artificialTurfSubServiceEntries = [
  entry({
    path: '/services/artificial-turf/residential',
    label: 'Residential Turf',
    title: 'Residential Artificial Turf: Backyards, Front Lawns & Putting Greens',
    description: `Natural-looking artificial lawns for DFW backyards, front yards, shady spots and putting greens, on a compacted base, with a ${terms.turfWarrantyYears}-year warranty.`,
  }),
  entry({
    path: '/services/artificial-turf/commercial',
    label: 'Commercial Turf',
    title: 'Commercial & HOA Artificial Turf in Dallas-Fort Worth',
    description:
      'Durable synthetic turf for office courtyards, apartment common areas, HOA entrances and medians: no watering days, no mowing crews, green all year.',
  }),
  entry({
    path: '/services/artificial-turf/pet-friendly',
    label: 'Pet-Friendly Turf',
    title: 'Pet-Friendly Artificial Turf & Dog Runs in DFW',
    description: `Dog runs and pet lawns with flow-through backing, antimicrobial infill and a fast-draining base that rinses clean, backed by a ${terms.turfWarrantyYears}-year warranty.`,
  }),
];

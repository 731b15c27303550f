/**
 * The registry entries of the landscaping sub-service pages: listed in src/content/registry.ts. Their copy is
 * in ./landscaping.ts and loads with the page.
 */
import { subServiceEntry } from './subServiceEntry';

const entry = subServiceEntry('landscaping');

export const landscapingSubServiceEntries = [
  entry({
    path: '/services/landscaping/installation',
    label: 'Landscape Installation',
    title: 'Landscape Installation in DFW: Beds, Sod, Trees & Stone Borders',
    description:
      'New landscapes for new builds and bare yards: amended clay beds, native plants, sod, shade trees and stone borders, planted by a Garland crew.',
  }),
  entry({
    path: '/services/landscaping/renovation',
    label: 'Landscape Renovation',
    title: 'Landscape Renovation: Reworking Tired and Overgrown DFW Yards',
    description:
      'Overgrown beds, thin lawns and shrubs crowding the slab reworked into a water-wise yard that suits North Texas heat, clay and watering rules.',
  }),
  entry({
    path: '/services/landscaping/clean-up',
    label: 'Seasonal Clean-Up',
    title: 'Yard Clean-Up in Dallas-Fort Worth: Seasonal & Storm Clean-Up',
    description:
      'Spring and fall clean-ups, pruning, fresh mulch, bed edging and storm debris removal after hail and wind, for homes, HOAs and businesses in DFW.',
  }),
];

/**
 * The registry entries of the irrigation sub-service pages: listed in src/content/registry.ts. Their copy is
 * in ./irrigation.ts and loads with the page.
 */
import { terms } from '../business';
import { subServiceEntry } from './subServiceEntry';

const entry = subServiceEntry('irrigation');

export const irrigationSubServiceEntries = [
  entry({
    path: '/services/irrigation/sprinklers',
    label: 'Sprinkler Installation',
    title: 'Sprinkler System Installation in Dallas-Fort Worth',
    description: `New sprinkler systems zoned for lawns, beds and trees, with rotors, sprays and drip sized to your water pressure and a ${terms.irrigationWarranty} installation warranty.`,
  }),
  entry({
    path: '/services/irrigation/smart-controllers',
    label: 'Smart Controllers',
    title: 'Smart Irrigation Controllers: Wi-Fi, Weather-Based Watering in DFW',
    description:
      'Weather-based Wi-Fi controllers with rain and freeze sensors, programmed to your watering days and drought stage, to water less and waste nothing.',
  }),
  entry({
    path: '/services/irrigation/maintenance',
    label: 'Irrigation Maintenance',
    title: 'Sprinkler Repair & Irrigation Maintenance in Dallas-Fort Worth',
    description:
      'Broken heads, leaking valves, dead zones, spring start-ups and winterizing for DFW sprinkler systems, with a written work order for every visit.',
  }),
];

/**
 * The registry entries of the fence sub-service pages: listed in src/content/registry.ts. Their copy is
 * in ./fences.ts and loads with the page.
 */
import { fenceWarranty, terms } from '../business';
import { subServiceEntry } from './subServiceEntry';

const entry = subServiceEntry('fences');

export const fencesSubServiceEntries = [
  entry({
    path: '/services/fences/installation',
    label: 'Fence Installation',
    title: 'Fence Installation in Dallas-Fort Worth: Cedar, Iron & Composite',
    description: `Cedar, ornamental steel, composite and chain link fences on posts set in concrete, built in ${terms.installationDays} days, with a ${fenceWarranty.lifetimeName}.`,
  }),
  entry({
    path: '/services/fences/repair',
    label: 'Fence Repair',
    title: 'Fence Repair in DFW: Leaning Posts, Storm Damage & Sagging Gates',
    description:
      'Leaning sections, rotted posts, broken pickets and storm damage repaired by a DFW fence crew, with new posts set in concrete or steel.',
  }),
  entry({
    path: '/services/fences/gates',
    label: 'Gates',
    title: 'Custom Wood & Iron Gates, Driveway Gates and Gate Repair in DFW',
    description:
      'Walk gates, double drive gates and ornamental iron gates built on steel frames that do not sag, with self-closing hinges and pool-code latches.',
  }),
  entry({
    path: '/services/fences/staining',
    label: 'Fence Staining',
    title: 'Fence Staining & Sealing in Dallas-Fort Worth',
    description:
      'Cedar and pine fences cleaned, brightened and stained with UV-blocking, oil-based stain that protects wood from North Texas sun, rain and hail.',
  }),
];

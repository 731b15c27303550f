/**
 * The registry entries of the foundation repair sub-service pages: listed in src/content/registry.ts. Their copy is
 * in ./foundationRepair.ts and loads with the page.
 */
import { terms } from '../business';
import { subServiceEntry } from './subServiceEntry';

const entry = subServiceEntry('foundation-repair');

export const foundationRepairSubServiceEntries = [
  entry({
    path: '/services/foundation-repair/stabilization',
    label: 'Slab Stabilization',
    title: 'Slab Foundation Stabilization: Pressed Concrete & Steel Piers',
    description: `Pressed concrete and steel piers driven to stable soil under DFW clay, the slab lifted toward level, with a ${terms.foundationWarranty} warranty.`,
  }),
  entry({
    path: '/services/foundation-repair/crack-repair',
    label: 'Crack Repair',
    title: 'Foundation Crack Repair: Slab, Brick & Drywall Cracks in DFW',
    description:
      'Slab cracks sealed, brick veneer repointed and stair-step cracks repaired once the movement behind them is stopped. Free foundation inspection.',
  }),
  entry({
    path: '/services/foundation-repair/drainage',
    label: 'Drainage Correction',
    title: 'Foundation Drainage Correction: French Drains, Grading & Root Barriers',
    description:
      'Regrading, French drains, downspout lines and root barriers that keep water and tree roots from moving your slab on North Texas clay soil.',
  }),
];

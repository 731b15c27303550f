/**
 * The sub-service pages: their registry entries (one .entries.ts file per service, next to that
 * service's copy) and the lookup of a page's copy. Adding a sub-service page is adding data: an
 * entry in the group's .entries.ts file and its copy in the group's content file.
 */
import { artificialTurfSubServiceEntries } from './artificialTurf.entries';
import { designSubServiceEntries } from './design.entries';
import { fencesSubServiceEntries } from './fences.entries';
import { foundationRepairSubServiceEntries } from './foundationRepair.entries';
import { irrigationSubServiceEntries } from './irrigation.entries';
import { landscapingSubServiceEntries } from './landscaping.entries';

export type { SubServiceContent, SubServiceGroup } from '../schemas/subService';
export {
  groupParents,
  groupSourceFiles,
  loadSubServiceCopy,
  subServiceContent,
  type SubServiceEntry,
} from './subServiceEntry';

/** In menu order of their services. */
export const subServiceEntries = [
  ...fencesSubServiceEntries,
  ...landscapingSubServiceEntries,
  ...designSubServiceEntries,
  ...irrigationSubServiceEntries,
  ...artificialTurfSubServiceEntries,
  ...foundationRepairSubServiceEntries,
];

/**
 * The 20 sub-service pages: their registry entries (one .pages.ts file per service, next to that
 * service's copy) and the lookup of a page's copy. Adding a sub-service page is adding data: an
 * entry in the group's .pages.ts file and its copy in the group's content file.
 */
import { artificialTurfSubServicePages } from './artificialTurf.pages';
import { designSubServicePages } from './design.pages';
import { fencesSubServicePages } from './fences.pages';
import { foundationRepairSubServicePages } from './foundationRepair.pages';
import { irrigationSubServicePages } from './irrigation.pages';
import { landscapingSubServicePages } from './landscaping.pages';

export type { SubServiceContent, SubServiceGroup } from '../schemas/subService';
export { groupParents, groupSourceFiles, subServiceContent, type SubServicePageEntry } from './entry';

/** In menu order of their services. */
export const subServicePages = [
  ...fencesSubServicePages,
  ...landscapingSubServicePages,
  ...designSubServicePages,
  ...irrigationSubServicePages,
  ...artificialTurfSubServicePages,
  ...foundationRepairSubServicePages,
];

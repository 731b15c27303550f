/** The foundation repair page's content (src/content/foundationRepair.ts). */
import { z } from 'zod';
import {
  countedProcessSection,
  feature,
  featureSplitSection,
  section,
  serviceDescription,
  servicePage,
  servicesSection,
} from './shapes';
import { pageFileSchema } from './pageFile';

export const foundationRepairContent = servicePage({
  /** Stabilization, crack repair and drainage correction, each linking to its sub-service page. */
  services: servicesSection,
  /** "Six Warning Signs Your Foundation Is Moving": exactly six. */
  warningSigns: section({ items: z.array(feature).length(6) }),
  /** Why foundations move here (clay, drainage, roots), beside a picture. */
  causes: featureSplitSection,
  /** "Four steps, with a written plan and price before any work starts." */
  process: countedProcessSection(4),
});

/** The module's exports, as the schema reads them. */
export type FoundationRepairContent = z.infer<typeof foundationRepairContent>;

/**
 * content/pages/foundation-repair.json: the page's words, with placeholders and picture names
 * (./pageFile.ts), without the cities served (the business details').
 */
export const foundationRepairFile = pageFileSchema(
  foundationRepairContent.extend({ serviceSchema: serviceDescription.omit({ areas: true }) }),
);

/** The page file as the loader reads it. */
export type FoundationRepairFile = Omit<FoundationRepairContent, 'serviceSchema'> & {
  serviceSchema: Omit<FoundationRepairContent['serviceSchema'], 'areas'>;
};

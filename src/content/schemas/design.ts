/** The landscape design services page's content (src/content/design.ts). */
import { z } from 'zod';
import {
  callout,
  claimsSection,
  countedProcessSection,
  featureSection,
  linkAction,
  offerCardsSection,
  servicePage,
  serviceDescription,
  servicesSection,
} from './shapes';
import { pageFileSchema } from './pageFile';

export const designContent = servicePage({
  /** The design services, each linking to its sub-service page (four to a row). */
  services: servicesSection,
  /** The design-fee discount, boxed under the services. */
  discount: callout,
  /** The landscape design, garden design and garden design process pages. */
  specialties: offerCardsSection,
  /** What good design delivers: the business's claims. */
  claims: claimsSection,
  whyDesign: featureSection,
  /** The process in short ("Four Steps From Idea to Plan"), and a link to the full process page. */
  process: countedProcessSection(4).extend({ link: linkAction }),
  /** The gallery and the case studies. */
  work: offerCardsSection,
});

/** The module's exports, as the schema reads them. */
export type DesignContent = z.infer<typeof designContent>;

/** content/pages/design.json: the page's words, with placeholders and picture names (./pageFile.ts), without the cities served (the business details'). */
export const designFile = pageFileSchema(designContent.extend({ serviceSchema: serviceDescription.omit({ areas: true }) }));

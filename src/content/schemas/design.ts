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
  servicesSection,
  text,
} from './shapes';

export const designContent = servicePage({
  /** The design-fee discount in one phrase, reused by the discount callout and the service description. */
  designFeeOffer: text,
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

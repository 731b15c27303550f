/**
 * Copy of the landscape design services page (/services/design): custom plans, space planning,
 * visual presentations and the design process, the design-fee discount and the business's
 * claims. Every figure comes from business.ts.
 *
 * The words are the owner's, in content/pages/design.json (placeholders filled, pictures by name:
 * ./pageCopy.ts); the cities served are computed here. Plain data: webpack replaces this module by
 * its value.
 */
import type { DesignContent } from './schemas/design';
import { contactServiceAreas } from './business';
import { readPage } from './pageCopy';

const page = readPage('design') as DesignContent;

export const { heroEyebrow, hero, services, discount, specialties, claims, whyDesign, process, work, cta } = page;

export const serviceSchema = { ...page.serviceSchema, areas: contactServiceAreas } satisfies DesignContent['serviceSchema'];

/**
 * Copy of the foundation repair page (/services/foundation-repair). The warranty, phone number and
 * response time come from business.ts. Financing is stated as available, with no terms: the
 * business has set none.
 *
 * The words are the owner's, in content/pages/foundation-repair.json (placeholders filled, pictures by
 * name: ./pageCopy.ts); the cities served are computed here. Plain data: webpack replaces this module
 * by its value.
 */
import type { FoundationRepairContent, FoundationRepairFile } from './schemas/foundationRepair';
import { contactServiceAreas } from './business';
import { readPage } from './pageCopy';

const page = readPage('foundation-repair') as FoundationRepairFile;

export const { heroEyebrow, hero, services, warningSigns, causes, process, cta } = page;

export const serviceSchema = { ...page.serviceSchema, areas: contactServiceAreas } satisfies FoundationRepairContent['serviceSchema'];

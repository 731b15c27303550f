/**
 * Copy of the irrigation page (/services/irrigation). The warranty, the water-saving claim, the
 * response time and the irrigator license come from business.ts.
 *
 * The words are the owner's, in content/pages/irrigation.json (placeholders filled, pictures by name:
 * ./pageCopy.ts); the hero's link to the gallery, the cities served and the irrigator license line are
 * computed here. Plain data: webpack replaces this module by its value.
 */
import type { IrrigationContent, IrrigationFile } from './schemas/irrigation';
import { contactServiceAreas, irrigatorLicenseText } from './business';
import { workLink } from './galleryItems';
import { readPage } from './pageCopy';

const page = readPage('irrigation') as IrrigationFile;

/**
 * "Licensed irrigator LI 12345", or null while the license number is not set. A build setting, not the
 * owner's words (docs/decisions.md 16): shown only when set, last in the hero's highlights and after
 * the closing guarantee, so an unset license leaves no line and no trace in the page's script.
 */
export const licenseLine = irrigatorLicenseText ? `Licensed irrigator ${irrigatorLicenseText}` : null;

export const { heroEyebrow, services, watering, process, benefits } = page;

export const hero = {
  ...page.hero,
  // The gallery has no irrigation project yet: the link names the related work it does show.
  secondaryCTA: workLink('irrigation', 'landscaping'),
  highlights: [...(page.hero.highlights ?? []), ...(licenseLine ? [licenseLine] : [])],
} satisfies IrrigationContent['hero'];

export const cta = {
  ...page.cta,
  guaranteeText: [page.cta.guaranteeText, licenseLine && `${licenseLine}.`].filter(Boolean).join(' ') || undefined,
} satisfies IrrigationContent['cta'];

export const serviceSchema = { ...page.serviceSchema, areas: contactServiceAreas } satisfies IrrigationContent['serviceSchema'];

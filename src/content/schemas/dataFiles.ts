/**
 * The owner's data files (content/ at the repository's root): for each, its schema and how the
 * editor names it. The build and src/content/dataFiles.test.ts parse every file with its schema (a
 * file in content/ that is not listed here fails that test, so no data file goes unchecked), and the
 * editor's configuration is generated from the same schemas (scripts/cms/cmsConfig.ts).
 */
import type { z } from 'zod';
import { availabilityFile } from './availability';
import { galleryProjectFile } from './galleryItems';
import { caseStudyFile } from './caseStudyFile';
import { aboutFile } from './about';
import { contactFile } from './contact';
import { businessFile } from './business';
import { fenceSalesFile } from './fenceSales';
import { fencesFile } from './fences';
import { landscapingFile } from './landscaping';
import { artificialTurfFile } from './artificialTurf';
import { designServicesFile, subServicesFile } from './subService';
import { pricingFile } from './pricing';
import { picturesFile } from './shapes';
import { reviewsFile } from './testimonials';
import { irrigationFile } from './irrigation';
import { foundationRepairFile } from './foundationRepair';
import { designFile } from './design';
import { landscapeDesignFile } from './landscapeDesign';
import { gardenDesignFile } from './gardenDesign';
import { gardenDesignProcessFile } from './gardenDesignProcess';
import { outdoorKitchenFile } from './outdoorKitchen';
import { outdoorLivingFile } from './outdoorLiving';
import { messagesFile } from './messages';
import { bookingFile } from './bookingWords';
import { otherServiceFile, serviceFile } from './serviceFile';
import { portfolioFile } from './portfolio';
import { legalDocumentFile } from './legal';
import { galleryFile } from './gallery';
import { caseStudiesFile } from './caseStudies';
import { homeFile } from './home';
import { formsFile } from './formWords';
import { thankYouFile } from './thankYou';
import { siteWordsFile } from './siteWords';

export interface DataFile {
  schema: z.ZodType;
  /** The name the editor shows in its list of things to edit: what the file holds. */
  label: string;
}

export const dataFiles: Record<string, DataFile> = {
  'business.json': {
    schema: businessFile,
    label: 'Business details',
  },
  'pricing.json': {
    schema: pricingFile,
    label: 'Prices',
  },
  'reviews.json': {
    schema: reviewsFile,
    label: 'Customer reviews',
  },
  'availability.json': {
    schema: availabilityFile,
    label: 'Estimate visit times',
  },
  'pictures.json': {
    schema: picturesFile,
    label: 'Pictures',
  },
  'messages.json': {
    schema: messagesFile,
    label: 'Messages to visitors (a request not sent, a visit not booked)',
  },
  'booking.json': {
    schema: bookingFile,
    label: 'Booking a visit: the words on the page, the booking pages and the e-mails',
  },
  // Each page's words (content/pages/<page>.json), read by its copy module of src/content.
  'pages/fences.json': {
    schema: fencesFile,
    label: 'Fence services page',
  },
  'pages/fence-sales.json': {
    schema: fenceSalesFile,
    label: 'Fence sales page (packages, questions and the quote form)',
  },
  'pages/fence-services.json': {
    schema: subServicesFile,
    label: 'Fence installation, repair, gates and staining pages (with their questions)',
  },
  'pages/landscaping.json': {
    schema: landscapingFile,
    label: 'Landscaping page',
  },
  'pages/landscaping-services.json': {
    schema: subServicesFile,
    label: 'Landscape installation, clean-up and renovation pages (with their questions)',
  },
  'pages/artificial-turf.json': {
    schema: artificialTurfFile,
    label: 'Artificial turf page',
  },
  'pages/artificial-turf-services.json': {
    schema: subServicesFile,
    label: 'Residential, commercial and pet-friendly turf pages (with their questions)',
  },
  'pages/about.json': {
    schema: aboutFile,
    label: 'About page',
  },
  'pages/contact.json': {
    schema: contactFile,
    label: 'Contact page',
  },
  'pages/irrigation.json': {
    schema: irrigationFile,
    label: 'Irrigation page',
  },
  'pages/irrigation-services.json': {
    schema: subServicesFile,
    label: 'Sprinkler installation, smart controller and sprinkler repair pages (with their questions)',
  },
  'pages/foundation-repair.json': {
    schema: foundationRepairFile,
    label: 'Foundation repair page',
  },
  'pages/foundation-repair-services.json': {
    schema: subServicesFile,
    label: 'Slab stabilization, crack repair and drainage correction pages (with their questions)',
  },
  'pages/design.json': {
    schema: designFile,
    label: 'Design services page',
  },
  'pages/landscape-design.json': {
    schema: landscapeDesignFile,
    label: 'Landscape design page',
  },
  'pages/garden-design.json': {
    schema: gardenDesignFile,
    label: 'Garden design page',
  },
  'pages/garden-design-process.json': {
    schema: gardenDesignProcessFile,
    label: 'Garden design process page',
  },
  'pages/outdoor-kitchen.json': {
    schema: outdoorKitchenFile,
    label: 'Outdoor kitchen page',
  },
  'pages/outdoor-living.json': {
    schema: outdoorLivingFile,
    label: 'Outdoor living page',
  },
  // Each service of the quote form (content/services/<service>.json), read by src/content/serviceFiles.ts.
  'services/fences.json': {
    schema: serviceFile,
    label: 'Quote form: fences (kinds of job, questions, steps after a request)',
  },
  'services/landscaping.json': {
    schema: serviceFile,
    label: 'Quote form: landscaping (questions, steps after a request)',
  },
  'services/landscape-design.json': {
    schema: serviceFile,
    label: 'Quote form: landscape design (questions, steps after a request)',
  },
  'services/irrigation.json': {
    schema: serviceFile,
    label: 'Quote form: irrigation (kinds of job, questions, steps after a request)',
  },
  'services/artificial-turf.json': {
    schema: serviceFile,
    label: 'Quote form: artificial turf (questions, steps after a request)',
  },
  'services/foundation-repair.json': {
    schema: serviceFile,
    label: 'Quote form: foundation repair (kinds of job, questions, steps after a request)',
  },
  'services/outdoor-living.json': {
    schema: serviceFile,
    label: 'Quote form: outdoor living (questions, steps after a request)',
  },
  'services/other.json': {
    schema: otherServiceFile,
    label: 'Quote form: "Something else" and the quote dialog’s general title',
  },
  'pages/design-services.json': {
    schema: designServicesFile,
    label: 'Custom plans, space planning, visual presentations and design process pages (with their questions)',
  },
  'pages/portfolio.json': {
    schema: portfolioFile,
    label: 'Portfolio and residential portfolio pages',
  },
  'pages/privacy-policy.json': {
    schema: legalDocumentFile,
    label: 'Privacy policy',
  },
  'pages/terms-of-use.json': {
    schema: legalDocumentFile,
    label: 'Terms of use',
  },
  'pages/gallery.json': {
    schema: galleryFile,
    label: 'Gallery page',
  },
  'pages/case-studies.json': {
    schema: caseStudiesFile,
    label: 'Case studies page (the words around the studies)',
  },
  'pages/home.json': {
    schema: homeFile,
    label: 'Home page',
  },
  'forms.json': {
    schema: formsFile,
    label: 'Forms (the quote and contact forms’ labels, buttons, confirmation)',
  },
  'pages/thank-you.json': {
    schema: thankYouFile,
    label: 'Thank-you pages (after a request sent without script)',
  },
  // The words every page shares: read by src/content/shellWords.ts (the frame) and sectionWords.ts (the sections).
  'site-words.json': {
    schema: siteWordsFile,
    label: 'Words on every page (menus, footer, buttons, small labels)',
  },
};

/**
 * The owner's data folders (content/<folder>/): one file per item, each file parsed with the folder's
 * schema by the build (scripts/contentCheck.ts). The editor shows a folder as a list of items with
 * "New" (a folder collection, scripts/cms/cmsCollections.ts).
 */
export interface DataFolder {
  schema: z.ZodType;
  /** What the folder holds, and what one item is called ("New Gallery project"). */
  label: string;
  singular: string;
  /** How the editor's list shows an item, from its fields. */
  summary: string;
  /** The file name of a new item, from its fields (the editor makes it lowercase with hyphens). */
  slug: string;
}

export const dataFolders: Record<string, DataFolder> = {
  gallery: {
    schema: galleryProjectFile,
    label: 'Gallery projects',
    singular: 'Gallery project',
    summary: '{{title}} in {{city}}',
    // The file name is the project's address (/gallery/<name>).
    slug: '{{fields.title}}-{{fields.city}}',
  },
  'case-studies': {
    schema: caseStudyFile,
    label: 'Case studies',
    singular: 'Case study',
    summary: '{{title}}',
    // The file name is the study's address (/case-studies/<name>): "Cedar Privacy Fence" → cedar-privacy-fence.
    slug: '{{fields.title}}',
  },
};

/**
 * Every content module, parsed against its schema (src/content/schemas). A page's copy can be
 * typed correctly and still be wrong: an empty title, a link that is not a site path, a rating of 7,
 * an FAQ with two questions. Each module's exports are parsed as one strict object, so an export the
 * schema does not know fails too: new content gets a schema before it lands.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { allImages } from './images';
import { catalogueImage } from './schemas/shapes';
import { subServiceModule } from './schemas/subService';
import { aboutContent } from './schemas/about';
import { artificialTurfContent } from './schemas/artificialTurf';
import { businessContent } from './schemas/business';
import { caseStudiesContent } from './schemas/caseStudies';
import { caseStudyDetailsContent } from './schemas/caseStudyDetails';
import { contactContent } from './schemas/contact';
import { designContent } from './schemas/design';
import { fenceSalesContent } from './schemas/fenceSales';
import { fencesContent } from './schemas/fences';
import { foundationRepairContent } from './schemas/foundationRepair';
import { galleryContent } from './schemas/gallery';
import { galleryItemsContent } from './schemas/galleryItems';
import { gardenDesignContent } from './schemas/gardenDesign';
import { gardenDesignProcessContent } from './schemas/gardenDesignProcess';
import { homeContent } from './schemas/home';
import { jobKindsContent } from './schemas/jobKinds';
import { irrigationContent } from './schemas/irrigation';
import { landscapeDesignContent } from './schemas/landscapeDesign';
import { landscapingContent } from './schemas/landscaping';
import { leadFormsContent } from './schemas/leadForms';
import { legalContent } from './schemas/legal';
import { outdoorKitchenContent } from './schemas/outdoorKitchen';
import { outdoorLivingContent } from './schemas/outdoorLiving';
import { portfolioContent } from './schemas/portfolio';
import { pricingContent } from './schemas/pricing';
import { privacyPolicyContent } from './schemas/privacyPolicy';
import { quoteOptionsContent } from './schemas/quoteOptions';
import { sectionHeadingsContent } from './schemas/sectionHeadings';
import { serviceQuestionsContent } from './schemas/serviceQuestions';
import { termsOfUseContent } from './schemas/termsOfUse';
import { testimonialsContent } from './schemas/testimonials';
import { thankYouContent } from './schemas/thankYou';
import { thankYouStepsContent } from './schemas/thankYouSteps';
import * as about from './about';
import * as artificialTurf from './artificialTurf';
import * as business from './business';
import * as caseStudies from './caseStudies';
import * as caseStudyDetails from './caseStudyDetails';
import * as contact from './contact';
import * as design from './design';
import * as fenceSales from './fenceSales';
import * as fences from './fences';
import * as foundationRepair from './foundationRepair';
import * as gallery from './gallery';
import * as galleryItems from './galleryItems';
import * as gardenDesign from './gardenDesign';
import * as gardenDesignProcess from './gardenDesignProcess';
import * as home from './home';
import * as jobKinds from './jobKinds';
import * as irrigation from './irrigation';
import * as landscapeDesign from './landscapeDesign';
import * as landscaping from './landscaping';
import * as leadForms from './leadForms';
import * as legal from './legal';
import * as outdoorKitchen from './outdoorKitchen';
import * as outdoorLiving from './outdoorLiving';
import * as portfolio from './portfolio';
import * as pricing from './pricing';
import * as privacyPolicy from './privacyPolicy';
import * as quoteOptions from './quoteOptions';
import * as sectionHeadings from './sectionHeadings';
import * as serviceQuestions from './serviceQuestions';
import * as termsOfUse from './termsOfUse';
import * as testimonials from './testimonials';
import * as thankYou from './thankYou';
import * as thankYouSteps from './thankYouSteps';
import * as subServiceFences from './subServices/fences';
import * as subServiceLandscaping from './subServices/landscaping';
import * as subServiceDesign from './subServices/design';
import * as subServiceIrrigation from './subServices/irrigation';
import * as subServiceArtificialTurf from './subServices/artificialTurf';
import * as subServiceFoundationRepair from './subServices/foundationRepair';

/** Each content module (by its path under src/content, without .ts), what it exports, and its schema. */
const contentModules: Record<string, [exports: object, schema: z.ZodType]> = {
  about: [about, aboutContent],
  artificialTurf: [artificialTurf, artificialTurfContent],
  business: [business, businessContent],
  caseStudies: [caseStudies, caseStudiesContent],
  caseStudyDetails: [caseStudyDetails, caseStudyDetailsContent],
  contact: [contact, contactContent],
  design: [design, designContent],
  fenceSales: [fenceSales, fenceSalesContent],
  fences: [fences, fencesContent],
  foundationRepair: [foundationRepair, foundationRepairContent],
  gallery: [gallery, galleryContent],
  galleryItems: [galleryItems, galleryItemsContent],
  gardenDesign: [gardenDesign, gardenDesignContent],
  gardenDesignProcess: [gardenDesignProcess, gardenDesignProcessContent],
  home: [home, homeContent],
  irrigation: [irrigation, irrigationContent],
  landscapeDesign: [landscapeDesign, landscapeDesignContent],
  landscaping: [landscaping, landscapingContent],
  leadForms: [leadForms, leadFormsContent],
  jobKinds: [jobKinds, jobKindsContent],
  legal: [legal, legalContent],
  outdoorKitchen: [outdoorKitchen, outdoorKitchenContent],
  outdoorLiving: [outdoorLiving, outdoorLivingContent],
  portfolio: [portfolio, portfolioContent],
  pricing: [pricing, pricingContent],
  privacyPolicy: [privacyPolicy, privacyPolicyContent],
  quoteOptions: [quoteOptions, quoteOptionsContent],
  sectionHeadings: [sectionHeadings, sectionHeadingsContent],
  serviceQuestions: [serviceQuestions, serviceQuestionsContent],
  termsOfUse: [termsOfUse, termsOfUseContent],
  testimonials: [testimonials, testimonialsContent],
  thankYou: [thankYou, thankYouContent],
  thankYouSteps: [thankYouSteps, thankYouStepsContent],
  'subServices/fences': [subServiceFences, subServiceModule],
  'subServices/landscaping': [subServiceLandscaping, subServiceModule],
  'subServices/design': [subServiceDesign, subServiceModule],
  'subServices/irrigation': [subServiceIrrigation, subServiceModule],
  'subServices/artificialTurf': [subServiceArtificialTurf, subServiceModule],
  'subServices/foundationRepair': [subServiceFoundationRepair, subServiceModule],
};

/**
 * Modules under src/content that are not copy: page registry entries (*.page.ts, *.pages.ts, checked
 * by the route tests), the sub-service registry plumbing, the figure parser, and the schemas themselves.
 * The image catalogue's entries are parsed below, one by one.
 */
const notCopy = (file: string) =>
  /\.(page|pages|test)\.ts$/.test(file) ||
  ['statReading', 'subServices/entry', 'subServices/index'].includes(file.replace(/\.ts$/, ''));

function contentFiles(): string[] {
  const root = __dirname;
  return ['.', 'subServices']
    .flatMap((dir) =>
      readdirSync(path.join(root, dir))
        .filter((file) => file.endsWith('.ts'))
        .map((file) => path.posix.join(dir, file).replace(/^\.\//, '')),
    )
    .filter((file) => !notCopy(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
}

/** zod's issues as one readable line each: "hero.primaryCTA.link: a site path starting with "/"". */
const issuesOf = (result: z.ZodSafeParseResult<unknown>): string[] =>
  result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(module)'}: ${issue.message}`);

test('every content module has a schema', () => {
  expect(Object.keys(contentModules).sort()).toEqual(contentFiles());
});

test.each(Object.entries(contentModules))('%s matches its schema', (_name, [exports, schema]) => {
  expect(issuesOf(schema.safeParse({ ...exports }))).toEqual([]);
});

test.each(allImages.map((image) => [image.key, image] as const))(
  'image %s matches the catalogue shape',
  (_key, image) => {
    expect(issuesOf(catalogueImage.safeParse(image))).toEqual([]);
  },
);

test('a schema rejects bad content with a message that points at it', () => {
  const broken = { ...fences, hero: { ...fences.hero, primaryCTA: { text: ' ', link: 'contact' } } };
  const issues = issuesOf(fencesContent.safeParse(broken));
  expect(issues.length).toBeGreaterThan(0);
  expect(issues.join('\n')).toMatch(/^hero\.primaryCTA/m);
  expect(issuesOf(fencesContent.safeParse({ ...fences, extra: 'an export nobody checks' }))).toEqual([
    expect.stringMatching(/extra/),
  ]);
});

/**
 * The copy modules that read their words from content/pages/ (./pageCopy.ts), by name under
 * src/content. webpack.config.ts replaces each by its value when it builds (scripts/buildTimeValue.ts),
 * so a page's script carries its words, never the file reading, zod or the placeholder filling;
 * pageCopy.test.ts checks that every module calling readPage is listed.
 */
export const pageCopyModules = [
  'fences',
  'fenceSales',
  'subServices/fences',
  'landscaping',
  'subServices/landscaping',
  'artificialTurf',
  'subServices/artificialTurf',
  'about',
  'contact',
  'irrigation',
  'subServices/irrigation',
  'foundationRepair',
  'subServices/foundationRepair',
  'design',
  'landscapeDesign',
  'gardenDesign',
  'gardenDesignProcess',
  'outdoorKitchen',
  'outdoorLiving',
  'bookingWords',
  // The services' files (content/services/), read by ./serviceFiles.ts: each module carries its part.
  'jobKinds',
  'serviceQuestions',
  'quoteOptions',
  'serviceSteps',
  'serviceRequestNames',
  'subServices/design',
  'subServices/pageHeads',
  'portfolioWords',
  'privacyPolicy',
  'termsOfUse',
  'galleryWords',
  'caseStudiesWords',
  'home',
  // The forms' words (content/forms.json).
  'formWords',
  'thankYou',
  // The words every page shares (content/site-words.json): the frame's, then the sections'.
  'shellWords',
  'sectionWords',
];

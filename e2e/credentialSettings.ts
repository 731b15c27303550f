/**
 * Test values of the business's credentials (the build-time variables read by
 * src/content/business.ts) and what the site must make of them, for the unit test that loads
 * business.ts with them and the browser test that builds the site with them. Not the business's
 * values: nothing built with them is kept.
 */
export const credentialSettings = {
  IRRIGATOR_LICENSE: '98765',
  BUSINESS_INSURANCE: 'Insured: general liability and workers’ compensation',
  BUSINESS_OWNERS: ' Alex Example,Sam Example ',
  REVIEW_PROFILE_URL: 'https://g.page/r/test-profile/review',
  REVIEW_RATING: '4.8',
  REVIEW_COUNT: '127',
};

/** The lines shown for them, in order. */
export const credentialFacts = [
  'Texas licensed irrigator LI 98765',
  credentialSettings.BUSINESS_INSURANCE,
  'Owned by Alex Example and Sam Example',
  'Rated 4.8 out of 5 from 127 reviews on Google',
];

/** What the business's JSON-LD says with them: the rating, with the profile it comes from. */
export const credentialJsonLd = {
  aggregateRating: {
    '@type': 'AggregateRating',
    ratingValue: 4.8,
    reviewCount: 127,
    bestRating: 5,
    worstRating: 1,
  },
  sameAs: [credentialSettings.REVIEW_PROFILE_URL],
};

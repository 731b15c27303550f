/**
 * `npm run preflight`'s checks (scripts/launchGaps.ts), on the business's own facts
 * (content/business.json, read through src/content/business.ts) and on facts changed as a real launch would change them.
 */
import { SITE_URL, business, credentialSettings } from '../src/content/business';
import { reviews } from '../src/content/testimonials';
import { caseStudyNames, galleryProjectNames } from './contentCheck';
import { launchGaps, launchReport, type LaunchFacts } from './launchGaps';

const facts: LaunchFacts = {
  phone: business.phone,
  email: business.email,
  siteUrl: SITE_URL,
  credentialSettings,
  reviews: reviews.length,
  // The owner's own folders, never the test fixtures (which the test processes read).
  galleryProjects: galleryProjectNames().length,
  caseStudies: caseStudyNames().length,
};

/** Everything a launch needs and every credential, set. */
const launchEnv = {
  SITE_URL: 'https://www.example-fences.com',
  SMTP_URL: 'smtp://user:secret@mail.example-fences.com:587',
  LEAD_TOKEN_SECRET: 'a-long-random-string-kept-by-the-operator',
  IRRIGATOR_LICENSE: '12345',
  BUSINESS_INSURANCE: 'Insured: general liability',
  BUSINESS_OWNERS: 'A. Owner',
  REVIEW_PROFILE_URL: 'https://g.page/r/example',
  REVIEW_RATING: '4.8',
  REVIEW_COUNT: '12',
  CMS_GITHUB_REPO: 'example-fences/website',
  CMS_GITHUB_CLIENT_ID: 'Ov23liAbCdEfGhIjKlMn',
  CMS_GITHUB_CLIENT_SECRET: 'f'.repeat(40),
};
const realFacts: LaunchFacts = {
  ...facts,
  phone: { display: '(214) 732-4410', e164: '+12147324410' },
  email: 'office@example-fences.com',
  siteUrl: launchEnv.SITE_URL,
  reviews: 3,
  galleryProjects: 9,
  caseStudies: 2,
};

const neededTexts = (f: LaunchFacts, env: Record<string, string>) =>
  launchGaps(f, env)
    .filter((gap) => gap.need === 'needed')
    .map((gap) => gap.text);

test('a 555-01xx phone is named as a placeholder, with where to write the real one', () => {
  // The business's own number with its last seven digits made fictional.
  const fictional = {
    display: business.phone.display.replace(/\d{3}-\d{4}$/, '555-0142'),
    e164: business.phone.e164.replace(/\d{7}$/, '5550142'),
  };
  expect(neededTexts({ ...realFacts, phone: fictional }, launchEnv)).toEqual([
    `The phone number ${fictional.display} is a placeholder (555-01xx numbers are reserved for fiction): calls and texts reach no one. Write the real number in content/business.json (“Business details” in the editor at /admin: Phone).`,
  ]);
  expect(neededTexts(realFacts, launchEnv)).toEqual([]);
});

test('an e-mail on an example domain, or on the default domain while SITE_URL is unset, is a placeholder', () => {
  expect(neededTexts({ ...realFacts, email: 'quotes@example.com' }, launchEnv)).toEqual([
    expect.stringContaining('The e-mail quotes@example.com is on an example domain'),
  ]);
  const { SITE_URL: _unset, ...withoutSiteUrl } = launchEnv;
  // SITE_URL is unset in the tests: business.ts's default origin, whose domain is a placeholder.
  const onDefaultDomain = `quotes@${new URL(SITE_URL).hostname.replace(/^www\./, '')}`;
  const texts = neededTexts({ ...realFacts, email: onDefaultDomain, siteUrl: SITE_URL }, withoutSiteUrl);
  expect(texts).toEqual([
    expect.stringContaining(`The e-mail ${onDefaultDomain} is on the placeholder domain`),
    expect.stringMatching(/^SITE_URL is not set.*set SITE_URL=https:\/\//),
  ]);
  expect(texts[1]).toContain(SITE_URL);
});

test('leads that reach no one: SMTP_URL or a webhook is needed, and a bad lead setting is named', () => {
  const { SMTP_URL: _unset, ...withoutSmtp } = launchEnv;
  expect(neededTexts(realFacts, withoutSmtp)).toEqual([
    expect.stringMatching(/^Quote requests are stored but sent to no one: set SMTP_URL=.*lead API’s environment/),
  ]);
  expect(neededTexts(realFacts, { ...withoutSmtp, LEAD_WEBHOOK_URL: 'https://crm.example-fences.com/hook' })).toEqual(
    [],
  );
  expect(neededTexts(realFacts, { ...launchEnv, LEAD_MAX_ATTEMPTS: 'many' })).toEqual([
    expect.stringMatching(/LEAD_MAX_ATTEMPTS .*got "many".*correct it in the lead API’s environment/),
  ]);
});

test('each unset credential and the review profile are advised, by the names business.ts reads', () => {
  const advised = launchGaps(realFacts, { SITE_URL: launchEnv.SITE_URL, SMTP_URL: launchEnv.SMTP_URL })
    .filter((gap) => gap.need === 'advised')
    .map((gap) => gap.text.split(' ')[0]);
  expect(advised).toEqual([
    ...credentialSettings.filter((name) => !name.startsWith('REVIEW_')),
    'REVIEW_PROFILE_URL',
    'CMS_GITHUB_REPO',
    'LEAD_TOKEN_SECRET',
  ]);
  const { REVIEW_COUNT: _unset, ...withoutCount } = launchEnv;
  expect(launchGaps(realFacts, withoutCount).map((gap) => gap.text)).toEqual([
    expect.stringMatching(/^REVIEW_RATING and REVIEW_COUNT are not both set/),
  ]);
});

test('no customer review yet is advised, in plain words, until the owner adds one', () => {
  const noReviews =
    'No customer reviews yet, so the pages show no reviews: add them in the editor at /admin (Site content → Customer reviews), each in the customer’s own words, under the name they agreed to, ticking the pages it shows on.';
  expect(launchGaps({ ...realFacts, reviews: 0 }, launchEnv)).toEqual([{ need: 'advised', text: noReviews }]);
  expect(launchGaps({ ...realFacts, reviews: 1 }, launchEnv)).toEqual([]);
  // The shipped content: its reviews are the owner's to add.
  expect(launchGaps(facts, launchEnv).some((gap) => gap.text === noReviews)).toBe(reviews.length === 0);
});

test('no gallery project and no case study yet are advised, in plain words, until the owner adds their own jobs', () => {
  const noProjects = expect.stringMatching(
    /^No gallery projects yet: add your own job photos in the editor at \/admin \(Gallery projects\)/,
  );
  const noStudies = expect.stringMatching(
    /^No case studies yet, so .* add one in the editor at \/admin \(Case studies\)/,
  );
  const texts = (changes: Partial<LaunchFacts>) =>
    launchGaps({ ...realFacts, ...changes }, launchEnv).map((gap) => gap.text);
  expect(texts({ galleryProjects: 0 })).toEqual([noProjects]);
  expect(texts({ caseStudies: 0 })).toEqual([noStudies]);
  expect(texts({ galleryProjects: 0, caseStudies: 0 })).toEqual([noProjects, noStudies]);
  expect(launchGaps({ ...realFacts, galleryProjects: 0 }, launchEnv).map((gap) => gap.need)).toEqual(['advised']);
  expect(texts({ galleryProjects: 1, caseStudies: 1 })).toEqual([]);
  // The shipped folders: the owner's jobs are the owner's to add.
  const shipped = launchGaps(facts, launchEnv).map((gap) => gap.text);
  expect(shipped.some((text) => text.startsWith('No gallery projects yet'))).toBe(galleryProjectNames().length === 0);
  expect(shipped.some((text) => text.startsWith('No case studies yet'))).toBe(caseStudyNames().length === 0);
});

test('the report: not ready while something needed is missing; ready, with advice, once nothing is', () => {
  expect(launchReport(launchGaps(facts, {}))).toMatch(/^Not ready for launch: \d+ things to do first\.\n\n {2}✗ /);
  expect(launchGaps(realFacts, launchEnv)).toEqual([]);
  expect(launchReport(launchGaps(realFacts, launchEnv))).toBe('Ready for launch: nothing a launch needs is missing.\n');
  const { LEAD_TOKEN_SECRET: _unset, ...withoutSecret } = launchEnv;
  expect(launchReport(launchGaps(realFacts, withoutSecret))).toMatch(
    /^Ready for launch: .*\n\nRecommended .*\n\n {2}• LEAD_TOKEN_SECRET is not set/s,
  );
});

test("the owner's editor: advised until it is built, and needed once built without its sign-in", () => {
  const {
    CMS_GITHUB_REPO: _repo,
    CMS_GITHUB_CLIENT_ID: _id,
    CMS_GITHUB_CLIENT_SECRET: _secret,
    ...noEditor
  } = launchEnv;
  expect(launchGaps(realFacts, noEditor).map((gap) => [gap.need, gap.text])).toEqual([
    ['advised', expect.stringMatching(/^CMS_GITHUB_REPO is not set, so the build writes no editor at \/admin/)],
  ]);
  expect(neededTexts(realFacts, { ...noEditor, CMS_GITHUB_REPO: launchEnv.CMS_GITHUB_REPO })).toEqual([
    expect.stringMatching(
      /^The editor at \/admin is built .* but cannot sign in: set CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET/,
    ),
  ]);
  expect(neededTexts(realFacts, { ...launchEnv, CMS_GITHUB_CLIENT_SECRET: 'not-a-secret' })).toEqual([
    expect.stringMatching(/^CMS_GITHUB_CLIENT_SECRET .*: correct it in the server’s environment/),
  ]);
});

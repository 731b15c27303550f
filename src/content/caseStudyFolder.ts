/**
 * The case studies, read from their folder: one file per study, content/case-studies/<name>.json (its
 * schema is `caseStudyFile`, src/content/schemas/caseStudyFile.ts), whose name is the study's address,
 * /case-studies/<name>. Node only: ./caseStudyFiles.ts and ./caseStudyPages.ts, the modules that
 * call it, are replaced by their values when webpack builds (scripts/buildTimeValue.ts), so the
 * browser gets the studies and never this code, zod or a file read. A folder, as the gallery's projects (./galleryFolder.ts): the
 * editor's "New" adds a study as a file of its own, and its page and sitemap entry follow.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fenceWarranty, terms } from './business';
import { fixturePath } from './contentFixtures';
import { jobPicture } from './images/pictureData';
// The schema's value is used here, in Node: the page's script gets ./caseStudyFiles.ts as its value (see above), never zod.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { caseStudyFile, type CaseStudyFile } from './schemas/caseStudyFile';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { reviewsIn } from './schemas/testimonials';
import type { CaseStudy } from './schemas/caseStudies';
import type { CaseStudyDetail } from './schemas/caseStudyDetails';

/** The folder of the case study files, from the project's root. */
export const CASE_STUDIES_DIR = 'content/case-studies';

/** The study files of a folder ("cedar-privacy-fence.json"), sorted by name. */
export const caseStudyFiles = (dir: string): string[] =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();

/** One study: its card (the case studies page, the fence page) and its story (its own page). */
export interface CaseStudyRecord {
  study: CaseStudy;
  detail: CaseStudyDetail;
  /** Its file from the project's root ("content/case-studies/deck.json"): what dates its page in the sitemap. */
  source: string;
}

/** The last of every study's facts: the fence warranties, the business's terms (never typed in a file). */
const warrantyFact = () => ({
  label: 'Warranty',
  value: `${terms.materialWarrantyYears} year materials, ${fenceWarranty.lifetimeName}, workmanship term of its package`,
});

/**
 * A study file as the pages show it. Its pictures are the catalogue's (content/pictures.json), and
 * its place is the after picture's project's city, so a place is written once.
 */
export function caseStudyOf(
  slug: string,
  file: CaseStudyFile,
  root = '.',
  source = `${CASE_STUDIES_DIR}/${slug}.json`,
): CaseStudyRecord {
  const imageBefore = jobPicture(file.before, root);
  const imageAfter = jobPicture(file.after, root);
  const review = file.review ? reviewsIn(root).find((item) => item.author === file.review) : undefined;
  return {
    study: {
      slug,
      title: file.title,
      location: imageAfter.project.city,
      fenceType: file.fenceType,
      description: file.description,
      imageBefore,
      imageAfter,
      result: file.result,
      // Every study's card points on to the gallery, where more of the work is.
      link: '/gallery',
    },
    detail: {
      slug,
      pageTitle: file.pageTitle,
      pageDescription: file.pageDescription,
      subtitle: file.subtitle,
      facts: [...file.facts, warrantyFact()],
      problem: file.problem,
      brief: file.brief,
      solution: file.solution,
      outcome: file.outcome,
      // The customer's review the owner picked by name (content/reviews.json), if any.
      ...(review && { review }),
      servicePath: file.servicePath,
    },
    source,
  };
}

/** What a study's registry entry needs of it (./caseStudyDetails.entries.ts): its address and words in search results. */
export interface CaseStudyPage {
  slug: string;
  source: string;
  label: string;
  title: string;
  description: string;
}

export const caseStudyPageOf = ({ study, detail, source }: CaseStudyRecord): CaseStudyPage => ({
  slug: study.slug,
  source,
  label: study.title,
  title: detail.pageTitle,
  description: detail.pageDescription,
});

/** The study files of one folder, each checked against the schema (a refused one throws, naming the file). */
function readStudies(dir: string, root: string) {
  return caseStudyFiles(dir).map((file) => {
    const parsed = caseStudyFile.safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    if (!parsed.success) throw new Error(`${path.join(dir, file)}: ${parsed.error.message}`);
    const source = path.relative(root, path.join(dir, file)).split(path.sep).join('/');
    return { slug: file.replace(/\.json$/, ''), source, file: parsed.data as CaseStudyFile };
  });
}

/**
 * Every study: the owner's (content/case-studies/), then the test fixtures' when the build's setting
 * names them (./contentFixtures.ts: never for the shipped site), in the owner's order: by position
 * ("order"), the unnumbered after, each group by name. `root` is the project's root (a test's
 * temporary one). A file the schema refuses throws, naming the file: the build's content check
 * (scripts/contentCheck.ts) reports every such mistake in plain words before anything loads this. A
 * name in both folders would be two pages at one address: it throws.
 */
export function readCaseStudyFolder(root = '.'): CaseStudyRecord[] {
  const fixtures = fixturePath('case-studies', root);
  const studies = [
    ...readStudies(path.join(root, CASE_STUDIES_DIR), root),
    ...(fixtures ? readStudies(fixtures, root) : []),
  ];
  for (const { slug, source } of studies)
    if (studies.some((other) => other.slug === slug && other.source !== source))
      throw new Error(`${source}: a case study named "${slug}" is already in ${CASE_STUDIES_DIR}: rename one of them`);
  return studies
    .sort((a, b) => (a.file.order ?? Infinity) - (b.file.order ?? Infinity) || a.slug.localeCompare(b.slug))
    .map(({ slug, file, source }) => caseStudyOf(slug, file, root, source));
}

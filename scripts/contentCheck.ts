/**
 * Every content file, parsed against its schema, with what is wrong in words the owner can act on:
 * the file, the field and what to write ("src/content/pricing.ts: residentialTiers[1].pricePerFoot:
 * Enter the price as a number, like 38 (got "$38")"). The build runs it first (scripts/validateContent.ts),
 * before it writes anything; src/content/content.test.ts runs it per file.
 *
 * Which schema describes which file is a convention, not a list: src/content/<name>.ts is described
 * by the export `<name>Content` of src/content/schemas/<name>.ts, every sub-service copy file by
 * `subServiceModule`, and every picture of the catalogue (src/content/images/<key>.ts) by
 * `catalogueImage`. Each module's exports are parsed as one strict object, so an export the schema
 * does not know fails too: new content gets a schema before it lands.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { z } from 'zod';
import { CASE_STUDIES_DIR, caseStudyFiles } from '../src/content/caseStudyFolder';
import { GALLERY_DIR, projectFiles, projectPictureFile } from '../src/content/galleryFolder';
import { MAX_ORIGINAL_BYTES, isPhotoFile } from '../src/content/images/photoVariants';
import { pictureFilePath } from '../src/content/images/pictureFiles';
import { caseStudyFile, caseStudyFileName } from '../src/content/schemas/caseStudyFile';
import { dataFiles } from '../src/content/schemas/dataFiles';
import { galleryProjectFile } from '../src/content/schemas/galleryItems';
import type { PicturesFile } from '../src/content/schemas/shapes';
import { plainWords } from '../src/content/schemas/plainWords';
import { catalogueImage } from '../src/content/schemas/shapes';

/** Like every build step, from the project's root (npm runs scripts there). */
const contentDir = path.resolve('src/content');
/** The owner's data files (JSON), described in src/content/schemas/dataFiles.ts. */
const dataDir = path.resolve('content');

/** One thing wrong in a content file. */
export interface ContentProblem {
  /** The file, from the project's root: "src/content/pricing.ts". */
  file: string;
  /** The field, as the file writes it: "residentialTiers[1].pricePerFoot"; empty for the whole file. */
  field: string;
  /** What to do, in plain words, with the value found when it is short enough to show. */
  message: string;
  /** The line of a data file that holds the value, where the value is a text found in the file. */
  line?: number;
}

/** "src/content/pricing.ts: residentialTiers[1].pricePerFoot: Enter the price as a number, like 38 (got "$38")". */
export const describeProblem = ({ file, field, message, line }: ContentProblem): string => {
  const where = line ? `${file} (line ${line})` : file;
  return field ? `${where}: ${field}: ${message}` : `${where}: ${message}`;
};

/**
 * Modules under src/content that are not copy: page registry entries (*.entry.ts, *.entries.ts) and
 * the registry itself (checked by registry.test.ts and registration.test.ts), the route list made from
 * it and its lookups, navigation lists built
 * from it and the links that follow its pages (jobLinks), the sub-service registry plumbing and small helpers (figure parser, heading slugs).
 */
const notCopy = (name: string) =>
  /\.(entry|entries|test)$/.test(name) ||
  [
    'registry',
    'routeList',
    'pageRoutes',
    'pageEntry',
    'navigation',
    // which links lead to a page holding the owner's jobs, read from the route list
    'jobLinks',
    'iconNames',
    'slug',
    'statReading',
    'subServices/subServiceEntry',
    'subServices/index',
    // the sub-service entries' words, read from content/pages/ (checked as data files) for the registry
    'subServices/pageHeads',
    // the sub-service pages' addresses, which the page files' schema checks their paths against
    'subServices/addresses',
    // the portfolio pages' words (content/pages/portfolio.json), checked as portfolio.ts, which shows them
    'portfolioWords',
    // the gallery page's words (content/pages/gallery.json), checked as gallery.ts, which shows them
    'galleryWords',
    // the case studies page's words (content/pages/case-studies.json), checked as caseStudies.ts, which shows them
    'caseStudiesWords',
    // the test fixtures' setting (e2e/fixtures/content, never shipped): no content of its own
    'contentFixtures',
    // the gallery's projects are content/gallery/*.json, checked one file at a time (checkGalleryProject)
    'galleryFolder',
    'galleryProjects',
    'galleryCategoryLabels',
    // the case studies are content/case-studies/*.json, checked one file at a time (checkCaseStudy)
    'caseStudyFolder',
    'caseStudyFiles',
    'caseStudyPages',
    // the pages' words are content/pages/*.json, checked as data files; these read and fill them
    'pageCopy',
    'pageCopyModules',
    // the services are content/services/*.json, checked as data files; this reads them
    'serviceFiles',
    'placeholders',
    'ownValues',
  ].includes(name);

/** Modules of src/content/images that are not pictures: the list, the helpers, the variant names. */
const notPicture = (name: string) =>
  /\.test$/.test(name) ||
  ['index', 'catalogue', 'photoVariants', 'pictureFiles', 'projectPicture', 'pictureData'].includes(name);

const moduleNames = (dir: string) =>
  readdirSync(path.join(contentDir, dir))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.posix.join(dir, file.replace(/\.ts$/, '')).replace(/^\.\//, ''));

/** The copy modules, by name relative to src/content ("pricing", "subServices/fences"), sorted. */
export function contentModuleNames(): string[] {
  return [...moduleNames('.'), ...moduleNames('subServices')].filter((name) => !notCopy(name)).sort();
}

/** The picture modules, by key ("gallery-xeriscape"), sorted. */
export function pictureModuleNames(): string[] {
  return moduleNames('images')
    .map((name) => name.replace(/^images\//, ''))
    .filter((name) => !notPicture(name))
    .sort();
}

const load = async (file: string) => (await import(path.join(contentDir, file))) as Record<string, unknown>;

/** The schema of a copy module, by the convention above; undefined when it has none. */
async function schemaOf(name: string): Promise<z.ZodType | undefined> {
  if (name.startsWith('subServices/')) return (await load('schemas/subService.ts')).subServiceModule as z.ZodType;
  if (!moduleNames('schemas').includes(`schemas/${name}`)) return undefined;
  return (await load(`schemas/${name}.ts`))[`${name}Content`] as z.ZodType | undefined;
}

/** "residentialTiers[1].pricePerFoot" from zod's path. */
const fieldOf = (segments: readonly PropertyKey[]) =>
  segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : `${i ? '.' : ''}${String(s)}`)).join('');

/** The value found, when it is short and plain enough to quote back. */
function found(input: unknown): string {
  if (typeof input === 'string') return input.length <= 60 ? ` (got ${JSON.stringify(input)})` : '';
  if (typeof input === 'number' || typeof input === 'boolean') return ` (got ${input})`;
  return '';
}

/**
 * A union that matched no form (a call to action that is neither a link nor the quote button) says
 * what is wrong inside the form it came closest to: the object form with the fewest problems. A union
 * of plain values (a link that is neither a path nor a tel: link) keeps its own message.
 */
function closestForm(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || !issue.errors.length) return [issue];
  // Forms the value had the shape of: every problem is inside it, none is the value itself.
  const typed = issue.errors.filter((branch) => branch.length && branch.every((i) => i.path.length > 0));
  const best = typed.sort((a, b) => a.length - b.length)[0];
  if (!best) return [issue];
  return best.flatMap((inner) => closestForm({ ...inner, path: [...issue.path, ...inner.path] } as z.core.$ZodIssue));
}

/** The object or list that holds the field at `segments` in `value` (undefined when the path leaves it). */
function holderOf(value: unknown, segments: readonly PropertyKey[]): unknown {
  let holder = value;
  for (const segment of segments.slice(0, -1)) {
    if (typeof holder !== 'object' || holder === null) return undefined;
    holder = (holder as Record<PropertyKey, unknown>)[segment];
  }
  return holder;
}

/**
 * Parses `value` and lists its problems, each naming `file` and the field, and the line of a text
 * found in `raw` (the file's text, when it is a data file). A module that exports the
 * same object twice (pricing.ts's `residentialTiers`, and again inside `pricingTiers`) gets one line
 * per mistake, at the place it is written first.
 */
export function problemsOf(file: string, schema: z.ZodType, value: unknown, raw?: string): ContentProblem[] {
  const result = schema.safeParse(value, { error: plainWords, reportInput: true });
  if (result.success) return [];
  const seen = new Map<unknown, Set<string>>();
  return result.error.issues.flatMap(closestForm).flatMap((issue) => {
    const message = `${issue.message}${found(issue.input)}`;
    const holder = holderOf(value, issue.path);
    if (typeof holder === 'object' && holder !== null) {
      const said = seen.get(holder) ?? new Set<string>();
      const key = `${String(issue.path.at(-1))}: ${message}`;
      if (said.has(key)) return [];
      seen.set(holder, said.add(key));
    }
    const line = raw !== undefined && typeof issue.input === 'string' ? lineOf(raw, issue.input) : undefined;
    return [{ file, field: fieldOf(issue.path), message, ...(line && { line }) }];
  });
}

/** The problems of one copy module ("pricing", "subServices/fences"). */
export async function checkContentModule(name: string): Promise<ContentProblem[]> {
  const file = `src/content/${name}.ts`;
  const schema = await schemaOf(name);
  if (!schema)
    return [
      {
        file,
        field: '',
        message: `has no schema: write src/content/schemas/${name}.ts exporting \`${name}Content\` (a strict zod object of what ${name}.ts exports)`,
      },
    ];
  return problemsOf(file, schema, { ...(await load(`${name}.ts`)) });
}

/** The problems of one picture of the catalogue, by key. */
export async function checkPictureModule(key: string): Promise<ContentProblem[]> {
  return problemsOf(`src/content/images/${key}.ts`, catalogueImage, (await load(`images/${key}.ts`)).default);
}

/**
 * The folders of data files named one by one in dataFiles.ts: the pages' words, one file per page
 * (content/pages/fences.json), and the services, one file per service (content/services/fences.json).
 */
const namedFolders = ['pages', 'services'];

/** The owner's data files in content/ and its named folders ("reviews.json", "pages/fences.json"), sorted. */
export function dataFileNames(): string[] {
  const json = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.json'));
  const inFolders = namedFolders.flatMap((folder) =>
    existsSync(path.join(dataDir, folder)) ? json(path.join(dataDir, folder)).map((file) => `${folder}/${file}`) : [],
  );
  return [...json(dataDir), ...inFolders].sort();
}

/**
 * The line of `raw` (a file's text) that writes `text`, as JSON writes it; else the first line with
 * one of the text's placeholders (the owner's own escaping of a quote may differ). Undefined when
 * neither is there.
 */
export function lineOf(raw: string, text: string): number | undefined {
  const lines = raw.split('\n');
  const written = JSON.stringify(text);
  let index = lines.findIndex((line) => line.includes(written));
  if (index < 0) {
    const tokens = text.match(/\{[^{}\s]*\}/g) ?? [];
    index = lines.findIndex((line) => tokens.some((token) => line.includes(token)));
  }
  return index < 0 ? undefined : index + 1;
}

/**
 * The problems of one data file of content/: not JSON, not a file the site knows, or not its shape.
 * `root` is the project's root (a test's temporary copy of content/).
 */
export function checkDataFile(name: string, root = '.'): ContentProblem[] {
  const file = `content/${name}`;
  const described = dataFiles[name];
  if (!described)
    return [
      {
        file,
        field: '',
        message: `is not a file the site reads: list it with its schema in src/content/schemas/dataFiles.ts, or remove it`,
      },
    ];
  let value: unknown;
  const raw = readFileSync(path.join(root, 'content', name), 'utf8');
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return [{ file, field: '', message: `is not valid JSON: ${(error as Error).message}` }];
  }
  const problems = problemsOf(file, described.schema, value, raw);
  if (problems.length || name !== 'pictures.json') return problems;
  // Each picture's file, named by the field that gives it.
  return (value as PicturesFile).pictures.flatMap((picture, index) =>
    pictureFileProblems(picture.file, file, `pictures[${index}].file`),
  );
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * A picture's file, as the owner gave it, before anything loads it: a drawing that exists, or a photo
 * original the build can encode (JPEG or PNG by its bytes, not its name, at most MAX_ORIGINAL_BYTES).
 * `file` and `field` say where the picture is named ("content/gallery/fire-pit-allen.json", "picture").
 */
export function pictureFileProblems(picture: string, file: string, field: string, root = '.'): ContentProblem[] {
  const where = pictureFilePath(picture);
  const onDisk = path.join(root, where);
  const problem = (message: string) => [{ file, field, message: `${where} ${message}` }];
  if (!existsSync(onDisk))
    return problem(
      where.startsWith('photos/')
        ? 'is not there: upload the photo again, or choose another'
        : "is not one of the site's drawings: upload a photo instead",
    );
  if (/\.heic$/i.test(picture))
    return problem(
      'is an iPhone HEIC photo, which the site cannot show: upload it through the editor (it saves it as JPEG), or export it as JPEG',
    );
  if (!isPhotoFile(picture)) return [];
  const bytes = statSync(onDisk).size;
  if (bytes > MAX_ORIGINAL_BYTES)
    return problem(
      `is ${megabytes(bytes)}; a photo may be at most ${megabytes(MAX_ORIGINAL_BYTES)}: export it at a lower quality or size`,
    );
  let type: string | undefined;
  try {
    type = imageSize(readFileSync(onDisk)).type;
  } catch {
    type = undefined;
  }
  if (type !== 'jpg' && type !== 'png')
    return problem(`is not a JPEG or PNG photo${type ? ` (it is ${type})` : ''}: upload it again as JPEG`);
  return [];
}

/** The gallery's project files ("fire-pit-allen.json"), sorted. */
export const galleryProjectNames = (root = '.'): string[] => projectFiles(path.join(root, GALLERY_DIR));

/**
 * One project of the gallery (content/gallery/<name>.json): a name that can be its address, JSON,
 * the project's shape, and a picture the build can show. `root` is the project's root (a test's
 * temporary copy of content/ and photos/).
 */
export function checkGalleryProject(name: string, root = '.'): ContentProblem[] {
  const dir = path.join(root, GALLERY_DIR);
  const file = `${GALLERY_DIR}/${name}`;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*\.json$/.test(name))
    return [
      {
        file,
        field: '',
        message: `is not a name the project's address can have: rename it in lowercase letters, digits and hyphens, like "cedar-fence-plano.json"`,
      },
    ];
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  } catch (error) {
    return [{ file, field: '', message: `is not valid JSON: ${(error as Error).message}` }];
  }
  const problems = problemsOf(file, galleryProjectFile, value);
  if (problems.length) return problems;
  const picture = galleryProjectFile.parse(value).picture;
  return pictureFileProblems(projectPictureFile(picture), file, 'picture', root);
}

/** The case study files ("cedar-privacy-fence.json"), sorted. */
export const caseStudyNames = (root = '.'): string[] => caseStudyFiles(path.join(root, CASE_STUDIES_DIR));

/**
 * One case study (content/case-studies/<name>.json): a name that can be its address, JSON, and the
 * study's shape (its pictures named in content/pictures.json, whose files that file's check checks).
 */
export function checkCaseStudy(name: string, root = '.'): ContentProblem[] {
  const file = `${CASE_STUDIES_DIR}/${name}`;
  if (!caseStudyFileName.test(name))
    return [
      {
        file,
        field: '',
        message: `is not a name the case study's address can have: rename it in lowercase letters, digits and hyphens, like "cedar-privacy-fence.json"`,
      },
    ];
  const raw = readFileSync(path.join(root, CASE_STUDIES_DIR, name), 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return [{ file, field: '', message: `is not valid JSON: ${(error as Error).message}` }];
  }
  return problemsOf(file, caseStudyFile, value, raw);
}

/** Every case study; none is fine: the site ships none, and shows none until the owner adds one (docs/decisions.md 21). */
export function checkCaseStudies(root = '.'): ContentProblem[] {
  return caseStudyNames(root).flatMap((name) => checkCaseStudy(name, root));
}

/** Every problem of every content file: the owner's data files, then (once they are right) copy, then pictures. */
export async function checkAllContent(): Promise<ContentProblem[]> {
  const problems = [
    ...dataFileNames().flatMap((name) => checkDataFile(name)),
    ...galleryProjectNames().flatMap((name) => checkGalleryProject(name)),
    ...checkCaseStudies(),
  ];
  // The modules of src/content import the data files: a broken file would fail to load, or repeat
  // each of its mistakes under the module's name. The owner fixes the data files first.
  if (problems.length) return problems;
  for (const name of contentModuleNames()) problems.push(...(await checkContentModule(name)));
  for (const key of pictureModuleNames()) problems.push(...(await checkPictureModule(key)));
  return problems;
}

/** The problems as the build prints them: what happened, then one line per problem. */
export const contentReport = (problems: ContentProblem[]): string =>
  `the content has ${problems.length === 1 ? 'a mistake' : `${problems.length} mistakes`}. Fix each line below (file: field: what to write), then build again:\n\n  ${problems.map(describeProblem).join('\n  ')}`;

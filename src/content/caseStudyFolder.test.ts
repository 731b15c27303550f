/**
 * The case studies are files the owner adds (content/case-studies/<name>.json): each file in the
 * folder is checked, a new one makes its page, its sitemap entry and its card on the case studies
 * page, and what the owner might get wrong (an empty title, a picture that is not one of the job's,
 * a placeholder misspelt, a file name that cannot be an address) is refused naming the file and the field.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { caseStudyNames, checkCaseStudies, checkCaseStudy, describeProblem } from '../../scripts/contentCheck';
import { sitemapEntries } from '../lib/sitemap';
import { terms } from './business';
import { caseStudies, featuredCaseStudies } from './caseStudies';
import { caseStudyEntriesOf } from './caseStudyDetails.entries';
import { caseStudyRecords } from './caseStudyFiles';
import { caseStudyFiles, caseStudyPageOf, readCaseStudyFolder } from './caseStudyFolder';

// One test, not one per file: the folder ships empty, and jest refuses an empty table.
test('every study of content/case-studies/ is one the site can show', () => {
  expect(caseStudyNames().flatMap((name) => checkCaseStudy(name).map(describeProblem))).toEqual([]);
});

// The test processes read the fixtures' invented studies too (jest.config.ts sets CONTENT_FIXTURES).
const fixtureStudies = path.join(process.env.CONTENT_FIXTURES!, 'case-studies');

test('the case studies page lists the owner’s studies and the test fixtures’, in order; the fence page shows the first three', () => {
  const position = (slug: string) =>
    (
      JSON.parse(readFileSync(caseStudyRecords.find((record) => record.study.slug === slug)!.source, 'utf8')) as {
        order?: number | null;
      }
    ).order ?? Infinity;
  expect(caseStudies.length).toBeGreaterThan(0);
  expect(caseStudies.map((study) => `${study.slug}.json`).sort()).toEqual(
    [...caseStudyNames(), ...caseStudyFiles(fixtureStudies)].sort(),
  );
  const shown = caseStudies.map((study) => position(study.slug));
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  expect(featuredCaseStudies).toEqual(caseStudies.slice(0, 3));
});

describe('a study the owner adds', () => {
  let root: string;
  const cedar = JSON.parse(readFileSync(path.join(fixtureStudies, 'cedar-privacy-fence.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const study = {
    ...cedar,
    title: 'Composite Privacy Fence',
    fenceType: 'Capped composite privacy fence',
    order: null,
    pageTitle: 'Case Study: A Composite Privacy Fence in Frisco',
    pageDescription: 'A composite fence that needs no stain, on steel posts set in concrete.',
    facts: [{ label: 'Length', value: '120 linear feet' }],
    solution: {
      intro: 'Composite, for a fence that never needs staining.',
      decisions: [
        { icon: 'fence', title: 'Capped composite boards', description: 'Installed in {installationDays} days.' },
        { icon: 'shield', title: 'Steel posts', description: 'Set in concrete.' },
      ],
    },
  };
  const write = (name: string, value: unknown) =>
    writeFileSync(path.join(root, 'content/case-studies', name), JSON.stringify(value, null, 2));
  const problems = (name: string, value: unknown) => {
    write(name, value);
    const found = checkCaseStudy(name, root).map(describeProblem);
    rmSync(path.join(root, 'content/case-studies', name));
    return found;
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'case-studies-'));
    cpSync('content', path.join(root, 'content'), { recursive: true });
    // The fixtures' studies and the job pictures they show (case-cedar-after's project).
    const fixtures = process.env.CONTENT_FIXTURES!;
    cpSync(fixtures, path.join(root, fixtures), { recursive: true });
    cpSync('static/images', path.join(root, 'static/images'), { recursive: true });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('makes its page, its sitemap entry and its card on the case studies page from its file alone', () => {
    write('composite-privacy-fence.json', study);
    expect(checkCaseStudies(root)).toEqual([]);

    const records = readCaseStudyFolder(root);
    // Unnumbered, it comes after the three numbered studies.
    expect(records.map((record) => record.study.slug)).toEqual([
      ...caseStudies.map((item) => item.slug),
      'composite-privacy-fence',
    ]);
    const added = records[3]!;
    expect(added.study).toMatchObject({
      title: 'Composite Privacy Fence',
      // Its place is its after picture's project's city (content/pictures.json).
      location: 'Richardson',
      imageAfter: { key: 'case-cedar-after' },
    });
    // Its words' placeholders are filled, and the warranty fact is the business's.
    expect(added.detail.solution.decisions[0]!.description).toBe(`Installed in ${terms.installationDays} days.`);
    expect(added.detail.facts.map((fact) => fact.label)).toEqual(['Length', 'Warranty']);

    const entries = caseStudyEntriesOf(records.map(caseStudyPageOf));
    expect(entries.map((entry) => entry.path)).toContain('/case-studies/composite-privacy-fence');
    const entry = entries.at(-1)!;
    expect(entry).toMatchObject({
      path: '/case-studies/composite-privacy-fence',
      label: 'Composite Privacy Fence',
      title: study.pageTitle,
      description: study.pageDescription,
      parent: '/case-studies',
      module: 'CaseStudy',
      sources: expect.arrayContaining(['content/case-studies/composite-privacy-fence.json']),
    });
    expect(sitemapEntries([entry], () => '2026-11-27').map((item) => item.loc)).toEqual([
      expect.stringMatching(/\/case-studies\/composite-privacy-fence$/),
    ]);
    rmSync(path.join(root, 'content/case-studies/composite-privacy-fence.json'));
  });

  test('is refused, naming the file and the field, with an empty title', () => {
    expect(problems('fence.json', { ...study, title: ' ' })).toEqual([
      expect.stringMatching(/^content\/case-studies\/fence\.json: title: /),
    ]);
  });

  test('is refused when a picture is not a picture of a job in Pictures', () => {
    expect(problems('fence.json', { ...study, after: 'hero-fences' })).toEqual([
      'content/case-studies/fence.json (line 7): after: Write the name of a picture of the job in Pictures, like "case-cedar-after" (add the photo there first, with its caption and project) (got "hero-fences")',
    ]);
    expect(problems('fence.json', { ...study, before: 'IMG_2231.jpg' })).toEqual([
      expect.stringMatching(/^content\/case-studies\/fence\.json \(line 6\): before: Write the name of a picture of the job/),
    ]);
  });

  test('is refused with a misspelt placeholder, naming the line', () => {
    const [problem, ...rest] = problems('fence.json', {
      ...study,
      solution: { ...study.solution, intro: 'Built in {instalationDays} days.' },
    });
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^content\/case-studies\/fence\.json \(line \d+\): solution\.intro: The placeholder \{instalationDays\} is not one the site knows/,
    );
  });

  test('is refused with a file name that cannot be its address, or a file that is not JSON', () => {
    expect(problems('Composite Fence.json', study)).toEqual([
      expect.stringMatching(/^content\/case-studies\/Composite Fence\.json: is not a name the case study's address/),
    ]);
    writeFileSync(path.join(root, 'content/case-studies/broken.json'), '{ "title": ');
    expect(checkCaseStudy('broken.json', root).map(describeProblem)).toEqual([
      expect.stringMatching(/^content\/case-studies\/broken\.json: is not valid JSON/),
    ]);
    rmSync(path.join(root, 'content/case-studies/broken.json'));
  });

  test('an empty folder is fine: the site ships none until the owner adds one', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'case-studies-empty-'));
    mkdirSync(path.join(empty, 'content/case-studies'), { recursive: true });
    expect(checkCaseStudies(empty)).toEqual([]);
    rmSync(empty, { recursive: true, force: true });
  });
});

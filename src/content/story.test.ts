/**
 * One story per project, one response promise, across all content (the built pages are walked by
 * e2e/cross-page-consistency.test.ts; this checks the content itself, before any build).
 * - A project is named by its title and city wherever it appears (a picture's project, a gallery item,
 *   a case study): two mentions in one city whose titles contain one another are
 *   the same project to a reader, so they must be the same kind of work (category) for the same kind
 *   of client (segment).
 * - The reply-time promise is worded once, in business.ts (responsePromise): no other source file
 *   states a reply time of its own (a number of hours or days, "the next business day", "same-day")
 *   or reads terms.quoteResponseHours itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { responsePromise, terms } from './business';
import { allImages } from './images';

const contentDir = __dirname;
const srcDir = path.join(contentDir, '..');

/** Every .ts/.tsx file under a directory, tests and the content schemas (types, not copy) left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'schemas' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The content modules' exports, loaded as the site loads them. */
const contentExports = sourceFiles(contentDir)
  .filter((file) => !file.includes(`${path.sep}images${path.sep}`))
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- every module in the folder, found at run time
  .map((file) => ({ file: path.relative(contentDir, file), exports: require(file) as Record<string, unknown> }));

interface Mention {
  where: string;
  title: string;
  city: string;
  facts: { category?: string; segment?: string };
}

/** Every object in the content that names a project: a title with a city (or location). */
function mentions(): Mention[] {
  const found: Mention[] = [];
  const seen = new Set<object>();
  const visit = (value: unknown, where: string) => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    const city = record.city ?? record.location;
    if (typeof record.title === 'string' && typeof city === 'string') {
      const facts: Mention['facts'] = {};
      if (typeof record.category === 'string') facts.category = record.category;
      if (typeof record.segment === 'string') facts.segment = record.segment;
      found.push({ where, title: record.title, city, facts });
    }
    for (const [key, child] of Object.entries(record)) visit(child, `${where}.${key}`);
  };
  for (const image of allImages) visit(image, `image ${image.key}`);
  for (const { file, exports } of contentExports) visit(exports, file);
  return found;
}

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
/** Whether `inner`'s words appear, in order and together, in `outer`. */
const containsWords = (outer: string, inner: string) =>
  ` ${words(outer).join(' ')} `.includes(` ${words(inner).join(' ')} `);
const sameProject = (a: Mention, b: Mention) =>
  words(a.city).join(' ') === words(b.city).join(' ') &&
  (containsWords(a.title, b.title) || containsWords(b.title, a.title));

describe('one story per project', () => {
  const all = mentions();

  // The test fixtures' jobs (e2e/fixtures/content, read by the test processes); the shipped pages'
  // design ideas name no place (docs/decisions.md 21), so they are no project.
  test('the content names projects to compare (pictures, gallery, case studies)', () => {
    expect(all.length).toBeGreaterThanOrEqual(30);
    for (const place of ['gallery.ts', 'caseStudies.ts', 'image case-ranch-after'])
      expect(all.some((mention) => mention.where.startsWith(place))).toBe(true);
  });

  // Titles may be longer in one place ("A Fire Pit Circle for Year-Round Evenings" for "Fire Pit
  // Circle"); what the project is may not differ.
  test('a project title in a city is one kind of work for one kind of client everywhere', () => {
    const problems: string[] = [];
    all.forEach((a, i) => {
      for (const b of all.slice(i + 1)) {
        if (!sameProject(a, b)) continue;
        const pair = `"${a.title}" (${a.where}) and "${b.title}" (${b.where}), ${a.city}`;
        for (const fact of ['category', 'segment'] as const) {
          if (a.facts[fact] && b.facts[fact] && a.facts[fact] !== b.facts[fact])
            problems.push(`${pair}: ${fact} ${a.facts[fact]} against ${b.facts[fact]}`);
        }
      }
    });
    expect(problems).toEqual([]);
  });
});

describe('one response promise', () => {
  /** Every source file but business.ts, which words the promise once. */
  const files = sourceFiles(srcDir).filter((file) => file !== path.join(contentDir, 'business.ts'));
  // A reply time in another wording: a figure in hours ("24 hours", "24-hour"), a number of days
  // ("within a day", "within one business day", "within 2 days"; the privacy policy's 45 days for a data
  // request is another promise), a day named relative to the message ("the next business day",
  // "a same-day reply", "by tomorrow", "overnight"), or the term itself.
  const handWritten = new RegExp(
    [
      /quoteResponseHours/,
      /\b\d+[\s-]*(?:business[\s-]+|working[\s-]+)?(?:hours?|hrs?)\b/,
      /\b(?:within|inside) (?:a|one|two|three|[1-3]) (?:business |working )?days?\b/,
      /\b(?:the )?(?:next|following) (?:business |working )?(?:day|morning)\b/,
      /\bsame[\s-]day (?:reply|replies|response|answer|call)|\b(?:reply|answer|respond|call you back)\w* (?:on )?the same day\b/,
      /\b(?:by|before) tomorrow\b/,
      /\bovernight\b/,
    ]
      .map((pattern) => pattern.source)
      .join('|'),
    'i',
  );

  test('business.ts words it from terms.quoteResponseHours: a reply, then the written quote after the visit', () => {
    expect(responsePromise.reply).toBe(`reply within ${terms.quoteResponseHours} hours`);
    expect(responsePromise.sentence).toContain(responsePromise.reply);
    expect(responsePromise.sentence).toMatch(/written quote follows/);
  });

  test('no other source file states a reply time of its own', () => {
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${path.relative(srcDir, file)}:${index + 1}` }))
        .filter(({ line }) => handWritten.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  test('the copy every content module exports states it only through responsePromise', () => {
    const offenders: string[] = [];
    const visit = (value: unknown, where: string) => {
      if (typeof value === 'string') {
        if (handWritten.test(value.split(responsePromise.reply).join(''))) offenders.push(`${where}: ${value}`);
      } else if (typeof value === 'object' && value !== null) {
        for (const [key, child] of Object.entries(value)) visit(child, `${where}.${key}`);
      }
    };
    for (const { file, exports } of contentExports) {
      if (file === 'business.ts') continue;
      visit(exports, file);
    }
    expect(offenders).toEqual([]);
  });
});

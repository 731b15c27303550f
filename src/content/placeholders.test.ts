/**
 * The pages' words name facts by placeholders ("Call {phone}"): filled from the facts when the site
 * is built, and a name the site does not know stops the build naming the file, the line and the names
 * there are. The owner's mistakes are played on a temporary copy of content/.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkDataFile, describeProblem } from '../../scripts/contentCheck';
import { business, terms } from './business';
import { readPage } from './pageCopy';
import { pageCopyModules } from './pageCopyModules';
import { fillPlaceholders, placeholderHint, placeholderNames, placeholders } from './placeholders';

test('a placeholder becomes its fact; words without one stay as they are', () => {
  expect(fillPlaceholders('Call {phone}, installed in {installationDays} days')).toBe(
    `Call ${business.phone.display}, installed in ${terms.installationDays} days`,
  );
  expect(fillPlaceholders('Cedar, iron & composite: 100% ours')).toBe('Cedar, iron & composite: 100% ours');
  expect(placeholders.foundingYear).toBe(String(business.foundingYear));
});

test('an unknown placeholder is never shown as written', () => {
  expect(() => fillPlaceholders('Call {phnoe}')).toThrow(/\{phnoe\}.*\{phone\}/);
});

test('the editor’s hint under the words lists every placeholder', () => {
  for (const name of placeholderNames) expect(placeholderHint).toContain(name);
});

describe('the owner edits a page’s words', () => {
  let root: string;
  const file = 'pages/fences.json';
  const original = readFileSync(path.join('content', file), 'utf8');

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'placeholders-'));
    cpSync('content', path.join(root, 'content'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const write = (text: string) => writeFileSync(path.join(root, 'content', file), text);

  test('"{phnoe}" for "{phone}" is refused naming the file, the line, the field and the known names', () => {
    const lines = original.split('\n');
    const at = lines.findIndex((line) => line.includes('"subtitle"'));
    lines[at] = lines[at]!.replace(/": "/, '": "Call {phnoe} today. ');
    write(lines.join('\n'));
    const problems = checkDataFile(file, root).map(describeProblem);
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(`^content/pages/fences\\.json \\(line ${at + 1}\\): hero\\.subtitle: The placeholder \\{phnoe\\} is not`),
      ),
    ]);
    expect(problems[0]).toContain('{phone}, {phoneLink}');
  });

  test('a correct placeholder is accepted and shown as its fact', () => {
    const changed = JSON.parse(original) as { hero: { subtitle: string } };
    changed.hero.subtitle = 'Call {phone} today.';
    write(JSON.stringify(changed, null, 2));
    expect(checkDataFile(file, root).map(describeProblem)).toEqual([]);
    expect(readPage('fences', root)).toMatchObject({
      hero: { subtitle: `Call ${business.phone.display} today.` },
    });
  });

  test('a picture the catalogue does not have is refused', () => {
    write(original.replace('"backgroundImage": "hero-fences"', '"backgroundImage": "hero-fencez"'));
    expect(checkDataFile(file, root).map(describeProblem)).toEqual([
      expect.stringMatching(/^content\/pages\/fences\.json \(line \d+\): hero\.backgroundImage: Write the name of one/),
    ]);
  });
});

test('every copy module that reads a page or data file is built as its value (so the browser never gets zod)', () => {
  const readers = readdirSync('src/content', { recursive: true, encoding: 'utf8' })
    .filter(
      (name) =>
        name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'pageCopy.ts' && name !== 'serviceFiles.ts',
    )
    .filter((name) => /\b(readPage|readDataFile|readServices)\(/.test(readFileSync(path.join('src/content', name), 'utf8')))
    .map((name) => name.replace(/\.ts$/, ''))
    .sort();
  expect(readers).toEqual([...pageCopyModules].sort());
});

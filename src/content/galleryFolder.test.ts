/**
 * The gallery's projects are files the owner adds (content/gallery/<name>.json): each file in the
 * folder is checked, a new one makes its page, its sitemap entry and its place under the gallery's
 * filter, and what the owner might get wrong (an empty title, no alt text, the city in the title, a
 * file that is no photo or too big, an iPhone HEIC) is refused naming the file and the field.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { checkGalleryProject, describeProblem, galleryProjectNames } from '../../scripts/contentCheck';
import { sitemapEntries } from '../lib/sitemap';
import { galleryItemEntriesOf } from './gallery.entries';
import { galleryFilters } from './gallery';
import { projectFiles, readGalleryFolder } from './galleryFolder';
import { galleryItems } from './galleryItems';
import { MAX_ORIGINAL_BYTES } from './images/photoVariants';

// One test, not one per file: the folder ships empty, and jest refuses an empty table.
test('every project of content/gallery/ is one the site can show', () => {
  expect(galleryProjectNames().flatMap((name) => checkGalleryProject(name).map(describeProblem))).toEqual([]);
});

// The test processes read the fixtures' invented projects too (jest.config.ts sets CONTENT_FIXTURES).
const fixtureGallery = path.join(process.env.CONTENT_FIXTURES!, 'gallery');

test('the gallery shows the owner\'s projects and the test fixtures\', in the files\' order', () => {
  const files = [
    ...galleryProjectNames().map((name) => path.join('content/gallery', name)),
    ...projectFiles(fixtureGallery).map((name) => path.join(fixtureGallery, name)),
  ];
  const orderOf = new Map(
    files.map((file) => [
      path.basename(file, '.json'),
      (JSON.parse(readFileSync(file, 'utf8')) as { order?: number | null }).order ?? Infinity,
    ]),
  );
  expect(galleryItems.length).toBeGreaterThan(0);
  expect(galleryItems.map((item) => item.id).sort()).toEqual([...orderOf.keys()].sort());
  const shownOrders = galleryItems.map((item) => orderOf.get(item.id)!);
  expect(shownOrders).toEqual([...shownOrders].sort((a, b) => a - b));
});

test('without the fixtures setting the site reads the owner\'s folder alone', () => {
  const setting = process.env.CONTENT_FIXTURES;
  delete process.env.CONTENT_FIXTURES;
  try {
    expect(readGalleryFolder().map((item) => item.id).sort()).toEqual(galleryProjectNames().map((name) => name.slice(0, -5)));
  } finally {
    process.env.CONTENT_FIXTURES = setting;
  }
});

describe('a project the owner adds', () => {
  let root: string;
  const project = {
    title: 'Cedar Privacy Fence',
    city: 'Plano',
    category: 'irrigation',
    segment: 'residential',
    description: 'A six-foot cedar fence with a drip line along its beds.',
    picture: 'uploads/cedar-fence.jpg',
    alt: 'A new cedar fence behind a bed of shrubs',
    order: 2,
  };
  const write = (name: string, value: unknown) =>
    writeFileSync(path.join(root, 'content/gallery', name), JSON.stringify(value));
  const problems = (name: string, value: unknown) => {
    write(name, value);
    return checkGalleryProject(name, root).map(describeProblem);
  };

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'gallery-'));
    mkdirSync(path.join(root, 'content/gallery'), { recursive: true });
    mkdirSync(path.join(root, 'photos/uploads'), { recursive: true });
    mkdirSync(path.join(root, 'static/images'), { recursive: true });
    copyFileSync('static/images/gallery-stone-path.svg', path.join(root, 'static/images/gallery-stone-path.svg'));
    // A real photo as a phone sends it: a JPEG stored sideways, with its EXIF orientation (6: turn right).
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#7a5c3e' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(path.join(root, 'photos/uploads/cedar-fence.jpg'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('takes its photo as the editor names it, from the site\'s root ("/uploads/<file>")', () => {
    rmSync(path.join(root, 'content/gallery'), { recursive: true, force: true });
    mkdirSync(path.join(root, 'content/gallery'));
    write('cedar-fence-plano.json', { ...project, picture: '/uploads/cedar-fence.jpg' });
    expect(checkGalleryProject('cedar-fence-plano.json', root)).toEqual([]);
    expect(readGalleryFolder(root)[0]!.image).toMatchObject({
      key: 'project-cedar-fence-plano',
      file: 'uploads/cedar-fence.jpg',
      width: 1200,
      height: 1600,
    });
  });

  test('makes its page, its sitemap entry and its filter from its file alone', () => {
    rmSync(path.join(root, 'content/gallery'), { recursive: true, force: true });
    mkdirSync(path.join(root, 'content/gallery'));
    write('cedar-fence-plano.json', project);
    const stonePath = JSON.parse(readFileSync(path.join(fixtureGallery, 'stone-path-office-park.json'), 'utf8')) as object;
    write('stone-path-office-park.json', { ...stonePath, order: 1 });
    expect(checkGalleryProject('cedar-fence-plano.json', root)).toEqual([]);

    const items = readGalleryFolder(root);
    expect(items.map((item) => item.id)).toEqual(['stone-path-office-park', 'cedar-fence-plano']);
    const added = items[1]!;
    // its picture: the photo's size read from the file, upright, with the project's words
    expect(added.image).toMatchObject({
      key: 'project-cedar-fence-plano',
      file: 'uploads/cedar-fence.jpg',
      width: 1200,
      height: 1600,
      alt: project.alt,
      caption: project.description,
      project: { title: project.title, city: 'Plano', category: 'irrigation' },
    });
    expect(added.image.src).toBe('/images/photos/project-cedar-fence-plano-1200.jpg');

    const [, entry] = galleryItemEntriesOf(items);
    expect(entry).toMatchObject({
      path: '/gallery/cedar-fence-plano',
      label: 'Cedar Privacy Fence',
      title: 'Cedar Privacy Fence in Plano',
      description: project.description,
      sources: expect.arrayContaining(['content/gallery/cedar-fence-plano.json']),
    });
    expect(sitemapEntries([entry!], () => '2026-11-27').map((item) => item.loc)).toEqual([
      expect.stringMatching(/\/gallery\/cedar-fence-plano$/),
    ]);
    // the gallery's filter has a tab for each category that holds a project: irrigation now does
    const tabs = galleryFilters.filter(
      (filter) => filter.id === 'all' || items.some((item) => item.category === filter.id),
    );
    expect(tabs.map((tab) => tab.label)).toEqual(['All Projects', 'Landscaping', 'Irrigation']);
  });

  test('is refused, naming the file and the field, with an empty title', () => {
    expect(problems('fence.json', { ...project, title: ' ' })).toEqual([
      'content/gallery/fence.json: title: Enter the project\'s name, like "Cedar Privacy Fence" (got "")',
    ]);
  });

  test('is refused when its title ends with its city, which the tab title adds ("… in Plano in Plano")', () => {
    expect(problems('fence.json', { ...project, title: 'Cedar Privacy Fence in Plano' })).toEqual([
      'content/gallery/fence.json: title: Leave the city out of the title: the site adds it after the title ("… in Plano")',
    ]);
  });

  test('is refused without its alt text, or with a file name for one', () => {
    const { alt: _alt, ...withoutAlt } = project;
    expect(problems('fence.json', withoutAlt)).toEqual([
      expect.stringMatching(/^content\/gallery\/fence\.json: alt: Describe what the picture shows in a sentence/),
    ]);
    expect(problems('fence.json', { ...project, alt: 'IMG_2231.jpg' })).toEqual([
      expect.stringMatching(/^content\/gallery\/fence\.json: alt: Describe what the picture shows/),
    ]);
  });

  test('is refused when its photo is 8 MB of random bytes named .jpg', () => {
    writeFileSync(path.join(root, 'photos/uploads/garbage.jpg'), randomBytes(8 * 1024 * 1024));
    expect(problems('fence.json', { ...project, picture: 'uploads/garbage.jpg' })).toEqual([
      'content/gallery/fence.json: picture: photos/uploads/garbage.jpg is not a JPEG or PNG photo: upload it again as JPEG',
    ]);
  });

  test('is refused when its photo is over the limit, or missing', () => {
    const big = path.join(root, 'photos/uploads/big.jpg');
    writeFileSync(big, readFileSync(path.join(root, 'photos/uploads/cedar-fence.jpg')));
    writeFileSync(big, Buffer.alloc(MAX_ORIGINAL_BYTES + 1024 * 1024), { flag: 'a' });
    expect(problems('fence.json', { ...project, picture: 'uploads/big.jpg' })).toEqual([
      expect.stringMatching(
        /^content\/gallery\/fence\.json: picture: photos\/uploads\/big\.jpg is 26 MB; a photo may be at most 25 MB: export it at a lower quality or size$/,
      ),
    ]);
    expect(problems('fence.json', { ...project, picture: 'uploads/gone.jpg' })).toEqual([
      'content/gallery/fence.json: picture: photos/uploads/gone.jpg is not there: upload the photo again, or choose another',
    ]);
  });

  test('is refused with an iPhone HEIC photo, in plain words', () => {
    writeFileSync(path.join(root, 'photos/uploads/IMG_0001.HEIC'), randomBytes(1024));
    expect(problems('fence.json', { ...project, picture: 'uploads/IMG_0001.HEIC' })).toEqual([
      expect.stringMatching(/photos\/uploads\/IMG_0001\.HEIC is an iPhone HEIC photo, which the site cannot show/),
    ]);
  });

  test('is refused with a file name that cannot be its address', () => {
    expect(problems('Cedar Fence.json', project)).toEqual([
      expect.stringMatching(/^content\/gallery\/Cedar Fence\.json: is not a name the project's address can have/),
    ]);
  });
});

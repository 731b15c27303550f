/**
 * The photo pipeline on originals made in the test with sharp: the variants it writes, the cache
 * that spares an unchanged photo from re-encoding, and the originals it refuses. The originals are as
 * wide as the rules need (the widths decide which variants exist) and short: encoding time grows with
 * the pixels, and a wide strip proves the sizes and the kept aspect ratio as well as a 4:3 photo.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MIN_ORIGINAL_WIDTH, PHOTO_FORMATS, variantWidths } from '../src/content/images/photoVariants';
import { buildPhotos, PhotoError, type CatalogueImage } from './photoPipeline';

let root: string;
let sourceDir: string;
let outDir: string;
let cacheDir: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'photos-'));
  sourceDir = path.join(root, 'photos');
  outDir = path.join(root, 'dist');
  cacheDir = path.join(root, 'cache');
  for (const dir of [sourceDir, outDir, cacheDir]) mkdirSync(dir, { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A raster "photo": a colored gradient with a few shapes, so the encoders have detail to keep. */
async function makeOriginal(
  file: string,
  width: number,
  height: number,
  format: 'jpeg' | 'png' = 'jpeg',
  hue = 0,
): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,40%)"/><stop offset="1" stop-color="hsl(${hue + 90},60%,70%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#f4c542"/>
    <rect x="${width / 2}" y="${height / 3}" width="${width / 4}" height="${height / 3}" fill="#3b2a1a"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  await (format === 'jpeg' ? image.jpeg({ quality: 90 }) : image.png()).toFile(path.join(sourceDir, file));
}

const run = (images: CatalogueImage[]) => buildPhotos({ images, sourceDir, outDir, cacheDir });

describe('photo pipeline', () => {
  test('encodes AVIF, WebP and JPEG at every width up to the original, at the right size and format', async () => {
    await makeOriginal('patio.jpg', 1700, 340);
    const result = await run([{ key: 'patio', file: 'patio.jpg', width: 1700, height: 340 }]);
    expect(variantWidths(1700)).toEqual([480, 800, 1200, 1600]);
    expect(result.encoded).toEqual(['patio']);
    expect(result.files).toHaveLength(4 * 3);
    for (const width of variantWidths(1700)) {
      for (const { ext } of PHOTO_FORMATS) {
        const meta = await sharp(path.join(outDir, 'images/photos', `patio-${width}.${ext}`)).metadata();
        expect({ width: meta.width, height: meta.height }).toEqual({
          width,
          height: Math.round((width * 340) / 1700),
        });
        expect(meta.format).toBe({ avif: 'heif', webp: 'webp', jpg: 'jpeg' }[ext]);
        if (ext === 'avif') expect(meta.compression).toBe('av1');
      }
    }
    // Much smaller than the original: the point of the pipeline.
    const original = statSync(path.join(sourceDir, 'patio.jpg')).size;
    expect(statSync(path.join(outDir, 'images/photos/patio-800.avif')).size).toBeLessThan(original / 4);
  });

  test('takes PNG originals too, and skips illustrations', async () => {
    await makeOriginal('bed.png', 1200, 240, 'png', 120);
    const result = await run([
      { key: 'bed', file: 'bed.png', width: 1200, height: 240 },
      { key: 'hero-home', file: 'hero-home.svg', width: 1600, height: 900 },
    ]);
    expect(result.encoded).toEqual(['bed']);
    expect(result.files.filter((file) => file.endsWith('.jpg'))).toEqual([
      'images/photos/bed-480.jpg',
      'images/photos/bed-800.jpg',
      'images/photos/bed-1200.jpg',
    ]);
  });

  test('an unchanged photo comes from the cache; a changed one is encoded again', async () => {
    const entry = { key: 'path', file: 'path.jpg', width: 1200, height: 240 };
    await makeOriginal('path.jpg', 1200, 240);
    expect((await run([entry])).encoded).toEqual(['path']);
    const variant = path.join(outDir, 'images/photos/path-800.avif');
    rmSync(outDir, { recursive: true }); // as webpack empties dist/ on every build
    const again = await run([entry]);
    expect(again).toMatchObject({ encoded: [], reused: ['path'] });
    expect(statSync(variant).size).toBeGreaterThan(0);
    await makeOriginal('path.jpg', 1200, 240, 'jpeg', 200);
    expect((await run([entry])).encoded).toEqual(['path']);
  });

  test('refuses an original narrower than the minimum, naming the file and the limit', async () => {
    await makeOriginal('small.jpg', 900, 600);
    const attempt = run([{ key: 'small', file: 'small.jpg', width: 900, height: 600 }]);
    await expect(attempt).rejects.toThrow(PhotoError);
    await expect(attempt).rejects.toThrow(
      `photos/small.jpg (the picture "small" of content/pictures.json) is 900×600 px; originals must be at least ${MIN_ORIGINAL_WIDTH} px wide`,
    );
  });

  test('refuses an original larger than the maximum side', async () => {
    await sharp({ create: { width: 9000, height: 40, channels: 3, background: '#556b2f' } })
      .jpeg()
      .toFile(path.join(sourceDir, 'huge.jpg'));
    await expect(run([{ key: 'huge', file: 'huge.jpg', width: 9000, height: 40 }])).rejects.toThrow(
      /huge\.jpg .* is 9000×40 px; originals may be at most 8192 px on the long side/,
    );
  });

  test('refuses a file that is not really a JPEG or PNG, whatever its extension', async () => {
    writeFileSync(path.join(sourceDir, 'fake.jpg'), 'not an image at all');
    await sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#888' } })
      .webp()
      .toFile(path.join(sourceDir, 'renamed.jpg'));
    const attempt = run([
      { key: 'fake', file: 'fake.jpg', width: 1400, height: 1000 },
      { key: 'renamed', file: 'renamed.jpg', width: 1400, height: 1000 },
    ]);
    // Every bad original is reported at once.
    await expect(attempt).rejects.toThrow(
      /fake\.jpg .* is not a JPEG or PNG image: export it as JPEG\n.*renamed\.jpg .* is not a JPEG or PNG image \(it is webp\)/,
    );
  });

  test('names the gallery project whose photo it refuses', async () => {
    await makeOriginal('uploads-small.jpg', 900, 600);
    await expect(
      run([{ key: 'project-fence-plano', file: 'uploads-small.jpg', width: 900, height: 600 }]),
    ).rejects.toThrow('photos/uploads-small.jpg (the picture of content/gallery/fence-plano.json) is 900×600 px');
  });

  test('refuses a missing original and an entry whose size does not match the file', async () => {
    await makeOriginal('yard.jpg', 1600, 1200);
    await expect(run([{ key: 'gone', file: 'gone.jpg', width: 1600, height: 1200 }])).rejects.toThrow(
      /gone\.jpg .* does not exist/,
    );
    await expect(run([{ key: 'yard', file: 'yard.jpg', width: 1600, height: 900 }])).rejects.toThrow(
      /yard\.jpg .* is 1600×1200 px but was read as 1600×900: it changed during the build, build again/,
    );
  });
});

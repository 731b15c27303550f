/**
 * Build step: encodes the photo originals of the catalogue and the gallery projects (JPEG and PNG files under photos/) into AVIF, WebP and JPEG
 * variants in the build output, reusing unchanged ones from the cache. Runs after webpack (which
 * empties the new build folder) and before the prerender crawl. A bad original stops the build with
 * its reason, before the new build replaces dist/.
 *
 *   node --import tsx scripts/photos.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteDir } from '../server/site/buildOutput';
import { galleryProjects } from '../src/content/galleryProjects';
import { allImages } from '../src/content/images';
import { PICTURES_FILE, picture } from '../src/content/images/pictureData';
import type { PicturesFile } from '../src/content/schemas/shapes';
import { buildPhotos, PhotoError } from './photoPipeline';

/** Every picture of content/pictures.json, by its name. */
const ownerPictures = () =>
  (JSON.parse(readFileSync(PICTURES_FILE, 'utf8')) as PicturesFile).pictures.map((item) => picture(item.name));

try {
  await buildPhotos({
    // The catalogue, every picture of content/pictures.json (one the owner added for a case study has
    // no module), and the gallery projects' own photos (a project's drawing is already a catalogue entry).
    images: [
      ...new Map(
        [...allImages, ...ownerPictures(), ...galleryProjects.map((item) => item.image)].map((image) => [
          image.key,
          image,
        ]),
      ).values(),
    ],
    sourceDir: path.resolve('photos'),
    outDir: siteDir(),
    cacheDir: path.resolve('node_modules/.cache/photos'),
    log: (line) => console.log(line),
  });
} catch (error) {
  if (!(error instanceof PhotoError)) throw error;
  console.error(`photos: the build stopped on the photo originals:\n${error.message}`);
  process.exit(1);
}

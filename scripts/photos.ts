/**
 * Build step: encodes the photo originals of the catalogue and the gallery projects (JPEG and PNG files under photos/) into AVIF, WebP and JPEG
 * variants in the build output, reusing unchanged ones from the cache. Runs after webpack (which
 * empties the new build folder) and before the prerender crawl. A bad original stops the build with
 * its reason, before the new build replaces dist/.
 *
 *   node --import tsx scripts/photos.ts
 */
import path from 'node:path';
import { siteDir } from '../server/site/buildOutput';
import { galleryProjects } from '../src/content/galleryProjects';
import { allImages } from '../src/content/images';
import { buildPhotos, PhotoError } from './photoPipeline';

try {
  await buildPhotos({
    // The catalogue, and the gallery projects' own photos (a project's drawing is already a catalogue entry).
    images: [
      ...new Map(
        [...allImages, ...galleryProjects.map((item) => item.image)].map((image) => [image.key, image]),
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

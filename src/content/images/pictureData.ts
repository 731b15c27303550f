/**
 * A picture of content/pictures.json by its name, as the catalogue entry pages show: the owner's
 * file and words, and the size read from the file itself. Node only: each picture module
 * (./hero-home.ts) is replaced by its value when webpack builds (scripts/buildTimeValue.ts). The file
 * is read, not imported, so the dev server's rebuild sees the owner's edit.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fixturePath } from '../contentFixtures';
import { defineImage } from './catalogue';
import { pictureSize } from './pictureFiles';
import type { CatalogueImage, PicturesFile, ProjectImage } from '../schemas/shapes';

export const PICTURES_FILE = 'content/pictures.json';

const picturesOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as PicturesFile).pictures;

/**
 * The pictures of content/pictures.json; with the test fixtures (../contentFixtures.ts: never for the
 * shipped site), their pictures.json's entries replace the owner's of the same name: the fixture
 * jobs' pictures carry the invented project a fixture case study needs.
 */
export function picturesIn(root = '.'): PicturesFile['pictures'] {
  const own = picturesOf(path.join(root, PICTURES_FILE));
  const fixtures = fixturePath('pictures.json', root);
  if (!fixtures) return own;
  const replaced = picturesOf(fixtures);
  return [...own.filter((item) => !replaced.some((other) => other.name === item.name)), ...replaced];
}

export function picture(name: string, root = '.'): CatalogueImage {
  const found = picturesIn(root).find((item) => item.name === name);
  if (!found) throw new Error(`${PICTURES_FILE} has no picture named "${name}": the pages show it, so keep it`);
  const { name: _name, ...entry } = found;
  return defineImage(name, { ...entry, ...pictureSize(entry.file, root) });
}

/** A picture of one of our jobs: pages show its caption and project, so the file must give them. */
export function jobPicture(name: string, root = '.'): ProjectImage {
  const found = picture(name, root);
  if (!found.project || !found.caption)
    throw new Error(`${PICTURES_FILE}: the picture "${name}" shows a job: give it its caption and project`);
  return found as ProjectImage;
}

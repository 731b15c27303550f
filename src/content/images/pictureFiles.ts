/**
 * Where a picture's file is and how big it is, read from the file itself: nobody types pixel sizes.
 * Node only (the build, the server, tests): the modules that use it are replaced by their value when
 * webpack builds (scripts/buildTimeValue.ts), so the browser gets the numbers, never this code.
 *
 * A picture's `file` is a drawing in static/images ("hero-home.svg") or a photo original in photos/
 * ("uploads/fire-pit.jpg", as the editor saves an upload). Paths are from the project's root, where
 * npm runs every script, test and build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { isPhotoFile } from './photoVariants';

/** The folders of the originals and of the drawings. */
export const PHOTOS_DIR = 'photos';
export const ILLUSTRATIONS_DIR = 'static/images';

/** "photos/uploads/fire-pit.jpg" or "static/images/hero-home.svg": the file from the project's root. */
export const pictureFilePath = (file: string): string =>
  path.posix.join(isPhotoFile(file) || file.startsWith('uploads/') ? PHOTOS_DIR : ILLUSTRATIONS_DIR, file);

/**
 * The picture's size as a page draws it: the drawing's, or the photo's upright (a phone stores many
 * photos sideways with an EXIF orientation, which the encoded variants apply). Throws, naming the
 * file, when it is missing or no picture; the build's content check says so first, in plain words.
 * `root` is the project's root (a test's temporary one).
 */
export function pictureSize(file: string, root = '.'): { width: number; height: number } {
  const where = pictureFilePath(file);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(readFileSync(path.join(root, where)));
  } catch (error) {
    throw new Error(`${where}: cannot read its size (${(error as Error).message})`);
  }
  const sideways = (size.orientation ?? 1) >= 5;
  return sideways ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
}

/**
 * The gallery's projects, read from their folder: one file per project, content/gallery/<name>.json
 * (its schema is `galleryProjectFile`, src/content/schemas/galleryItems.ts), whose name is the
 * project's address, /gallery/<name>. Node only: ./galleryProjects.ts, the one module that calls it,
 * is replaced by its value when webpack builds (scripts/buildTimeValue.ts), so the browser gets the
 * projects and never this code, zod or a file read. A folder rather than one list: the editor's "New"
 * adds a project as a file of its own, and two owners' edits of two projects never touch one file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fixturePath } from './contentFixtures';
import { defineImage } from './images/catalogue';
import { pictureSize } from './images/pictureFiles';
// The schema's value is used here, in Node: the page's script gets ./galleryProjects.ts as its value (see above), never zod.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { galleryProjectFile, type GalleryProjectFile } from './schemas/galleryItems';
import type { GalleryItem } from './schemas/shapes';

/** The folder of the project files, from the project's root. */
export const GALLERY_DIR = 'content/gallery';

/** A project's name from its file name ("fire-pit-allen.json" → "fire-pit-allen"). */
export const projectName = (file: string): string => file.replace(/\.json$/, '');

/** The project files of a folder, sorted by name. */
export const projectFiles = (dir: string): string[] =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();

/** An uploaded photo: "uploads/<file>", or "/uploads/<file>" as the editor writes it. */
const isUpload = (picture: string) => /^\/?uploads\//.test(picture);

/**
 * The catalogue key of a project's picture, made from the project's name: a drawing the project
 * shows is also a picture of content/pictures.json under its own name, without the project.
 */
export const projectPictureKey = (name: string): string => `project-${name}`;

/** The picture's file: a photo original in photos/ ("uploads/<file>"), a drawing's name as its SVG in static/images. */
export const projectPictureFile = (picture: string): string =>
  isUpload(picture) ? picture.replace(/^\//, '') : `${picture}.svg`;

/** One project file as the gallery shows it; its picture carries the project, like every job's picture. */
export function galleryItemOf(name: string, project: GalleryProjectFile, root = '.'): GalleryItem {
  const file = projectPictureFile(project.picture);
  const image = defineImage(projectPictureKey(name), {
    file,
    ...pictureSize(file, root),
    alt: project.alt,
    caption: project.description,
    project: { title: project.title, city: project.city, category: project.category, segment: project.segment },
  });
  return {
    id: name,
    title: project.title,
    description: project.description,
    image,
    category: project.category,
    segment: project.segment,
    location: project.city,
  };
}

/** A project file found: its name (its address), its path from the project's root, and what it says. */
interface ProjectFound {
  name: string;
  file: string;
  project: GalleryProjectFile;
}

/** The project files of one folder, each checked against the schema (a refused one throws, naming the file). */
function readProjects(dir: string): ProjectFound[] {
  return projectFiles(dir).map((file) => {
    const parsed = galleryProjectFile.safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    if (!parsed.success) throw new Error(`${path.join(dir, file)}: ${parsed.error.message}`);
    return { name: projectName(file), file: path.join(dir, file), project: parsed.data };
  });
}

/**
 * The owner's project files (content/gallery/), then the test fixtures' when the build's setting
 * names them (./contentFixtures.ts: never for the shipped site), in the owner's order: by position
 * ("order"), the unnumbered after, each group by name. A name in both folders would be two pages at
 * one address: it throws.
 */
function galleryProjectsFound(root: string): ProjectFound[] {
  const fixtures = fixturePath('gallery', root);
  const found = [...readProjects(path.join(root, GALLERY_DIR)), ...(fixtures ? readProjects(fixtures) : [])];
  for (const { name, file } of found)
    if (found.some((other) => other.name === name && other.file !== file))
      throw new Error(`${file}: a project named "${name}" is already in ${GALLERY_DIR}: rename one of them`);
  return found.sort(
    (a, b) => (a.project.order ?? Infinity) - (b.project.order ?? Infinity) || a.name.localeCompare(b.name),
  );
}

/**
 * Every project of the gallery, in the owner's order. `root` is the project's root (a test's
 * temporary one). A file the schema refuses throws, naming the file: the build's content check
 * (scripts/contentCheck.ts) reports every such mistake in plain words before anything loads this.
 */
export function readGalleryFolder(root = '.'): GalleryItem[] {
  return galleryProjectsFound(root).map(({ name, project }) => galleryItemOf(name, project, root));
}

/** Each project's file from the project's root, by name: what dates its page in the sitemap. */
export function galleryProjectSources(root = '.'): Record<string, string> {
  return Object.fromEntries(
    galleryProjectsFound(root).map(({ name, file }) => [name, path.relative(root, file).split(path.sep).join('/')]),
  );
}

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

/** The catalogue key of a project's picture: the drawing's own name, or one made from the project's for a photo. */
export const projectPictureKey = (name: string, picture: string): string =>
  isUpload(picture) ? `project-${name}` : picture;

/** The picture's file: a photo original in photos/ ("uploads/<file>"), a drawing's name as its SVG in static/images. */
export const projectPictureFile = (picture: string): string =>
  isUpload(picture) ? picture.replace(/^\//, '') : `${picture}.svg`;

/** One project file as the gallery shows it; its picture carries the project, like every job's picture. */
export function galleryItemOf(name: string, project: GalleryProjectFile, root = '.'): GalleryItem {
  const file = projectPictureFile(project.picture);
  const image = defineImage(projectPictureKey(name, project.picture), {
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

/**
 * Every project of the folder, in the owner's order: by position ("order"), the unnumbered after,
 * each group by name. `root` is the project's root (a test's temporary one). A file the schema refuses throws, naming the file: the build's content check
 * (scripts/contentCheck.ts) reports every such mistake in plain words before anything loads this.
 */
export function readGalleryFolder(root = '.'): GalleryItem[] {
  const dir = path.join(root, GALLERY_DIR);
  const projects = projectFiles(dir).map((file) => {
    const parsed = galleryProjectFile.safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    if (!parsed.success) throw new Error(`${path.join(dir, file)}: ${parsed.error.message}`);
    return { name: projectName(file), project: parsed.data };
  });
  return projects
    .sort((a, b) => (a.project.order ?? Infinity) - (b.project.order ?? Infinity) || a.name.localeCompare(b.name))
    .map(({ name, project }) => galleryItemOf(name, project, root));
}

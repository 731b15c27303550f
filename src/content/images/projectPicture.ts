/**
 * The picture of a gallery project (content/gallery/<name>.json), as the catalogue entry other pages
 * show it: the design and service pages import a project's picture by its module
 * (./gallery-fire-pit.ts), so a photo the owner puts on the project shows there too, with the same
 * alt text, caption and project.
 */
import { galleryProjects } from '../galleryProjects';
import type { ProjectImage } from '../schemas/shapes';

export function projectPicture(name: string): ProjectImage {
  const item = galleryProjects.find((project) => project.id === name);
  if (!item?.image.project || !item.image.caption)
    throw new Error(
      `content/gallery/${name}.json is shown on other pages: keep the project (or change the pages that show it)`,
    );
  return item.image as ProjectImage;
}

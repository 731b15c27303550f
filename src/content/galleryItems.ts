/**
 * The gallery's projects: the gallery and the portfolio pages show them, and
 * each has its own page (./gallery.entries.ts). A module of its own, apart from the gallery page's
 * copy (./gallery.ts), because the page registry needs the projects in every page's start-up
 * script and nothing else of the gallery.
 */
import type { GalleryItemsContent } from './schemas/galleryItems';
import type { GalleryCategory, LinkAction } from './schemas/shapes';
import { galleryCategoryLabels } from './galleryCategoryLabels';
import { galleryProjects } from './galleryProjects';

/**
 * The gallery's projects, one file each in content/gallery/ (./galleryFolder.ts), in the owner's
 * order. Title, description, city, category and segment are the file's, and so is its picture's
 * project: a picture shown anywhere else names the same project.
 */
export const galleryItems = galleryProjects satisfies GalleryItemsContent['galleryItems'];

/** Each category's name, one per service (the gallery's filter shows those that hold projects). */
export { galleryCategoryLabels };

/**
 * The gallery filtered to a category. The fragment is the id of the filter's radio for it
 * (src/components/ui/ChoiceGroup.tsx: the group's name, "gallery-filter", then the value): with
 * script the page chooses it on arrival (src/app/clientNavigation.ts); without, the link lands on
 * the filter, one tap from it.
 */
export const galleryPathFor = (category: GalleryCategory): string => `/gallery#gallery-filter-${category}`;

const hasProjects = (category: GalleryCategory) => galleryItems.some((item) => item.category === category);

/**
 * A service page's "View Our Work": the gallery filtered to the service when it holds projects of it;
 * otherwise the link says where related work is (`related`, e.g. landscaping for artificial turf), or
 * the whole gallery. It never suggests projects the gallery does not have.
 */
export function workLink(service: GalleryCategory, related: GalleryCategory): LinkAction {
  if (hasProjects(service))
    return { text: `View Our ${galleryCategoryLabels[service]} Work`, link: galleryPathFor(service) };
  if (hasProjects(related))
    return { text: `See Related ${galleryCategoryLabels[related]} Work`, link: galleryPathFor(related) };
  return { text: 'View Our Work', link: '/gallery' };
}

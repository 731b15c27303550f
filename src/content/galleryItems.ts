/**
 * The gallery's projects, three per category: the gallery and the portfolio pages show them, and
 * each has its own page (./gallery.entries.ts). A module of its own, apart from the gallery page's
 * copy (./gallery.ts), because the page registry needs the projects in every page's start-up
 * script and nothing else of the gallery.
 */
import type { GalleryItemsContent } from './schemas/galleryItems';
import type { GalleryCategory, GalleryItem, LinkAction, ProjectImage } from './schemas/shapes';
import galleryCedarPrivacy from './images/gallery-cedar-privacy';
import galleryFirePit from './images/gallery-fire-pit';
import galleryFrontBeds from './images/gallery-front-beds';
import galleryOutdoorKitchen from './images/gallery-outdoor-kitchen';
import galleryPergolaPatio from './images/gallery-pergola-patio';
import galleryRanchRail from './images/gallery-ranch-rail';
import galleryStonePath from './images/gallery-stone-path';
import galleryWroughtIron from './images/gallery-wrought-iron';
import galleryXeriscape from './images/gallery-xeriscape';

/**
 * The nine gallery projects, three per category. Title, description, city, category and segment are
 * the catalogue's, so a picture shown anywhere else names the same project.
 */
const galleryItem = (id: string, image: ProjectImage): GalleryItem => ({
  id,
  title: image.project.title,
  description: image.caption,
  image,
  category: image.project.category,
  segment: image.project.segment,
  location: image.project.city,
});

export const galleryItems = [
  galleryItem('cedar-privacy-richardson', galleryCedarPrivacy),
  galleryItem('wrought-iron-lakewood', galleryWroughtIron),
  galleryItem('ranch-rail-mckinney', galleryRanchRail),
  galleryItem('xeriscape-plano', galleryXeriscape),
  galleryItem('front-beds-garland', galleryFrontBeds),
  galleryItem('stone-path-office-park', galleryStonePath),
  galleryItem('pergola-patio-frisco', galleryPergolaPatio),
  galleryItem('outdoor-kitchen-southlake', galleryOutdoorKitchen),
  galleryItem('fire-pit-allen', galleryFirePit),
] satisfies GalleryItemsContent['galleryItems'];

/** Each category's name, one per service (the gallery's filter shows those that hold projects). */
export const galleryCategoryLabels = {
  fences: 'Fences',
  landscaping: 'Landscaping',
  'landscape-design': 'Landscape Design',
  irrigation: 'Irrigation',
  'artificial-turf': 'Artificial Turf',
  'foundation-repair': 'Foundation Repair',
  'outdoor-living': 'Outdoor Living',
} as const satisfies GalleryItemsContent['galleryCategoryLabels'];

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

/**
 * The gallery's projects, three per category: the gallery and the portfolio pages show them, and
 * each has its own page (./gallery.entries.ts). A module of its own, apart from the gallery page's
 * copy (./gallery.ts), because the page registry needs the projects in every page's start-up
 * script and nothing else of the gallery.
 */
import type { GalleryItemsContent } from './schemas/galleryItems';
import type { GalleryItem, ProjectImage } from './schemas/shapes';
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

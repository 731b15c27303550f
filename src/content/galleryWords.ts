/**
 * The gallery page's words (/gallery): the owner's, in content/pages/gallery.json, placeholders
 * filled and pictures by name (./pageCopy.ts). A module of its own because ./gallery.ts also holds
 * the projects' tabs and labels, which are code: this one is plain data, which webpack replaces by
 * its value.
 */
import type { GalleryContent } from './schemas/gallery';
import { readPage } from './pageCopy';

export const { heroEyebrow, hero, gallerySection, noProjects, moreWork, cta } = readPage('gallery') as Pick<
  GalleryContent,
  'heroEyebrow' | 'hero' | 'gallerySection' | 'noProjects' | 'moreWork' | 'cta'
>;

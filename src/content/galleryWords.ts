/**
 * The gallery page's words (/gallery): the owner's, in content/pages/gallery.json, placeholders
 * filled and pictures by name (./pageCopy.ts). A module of its own because ./gallery.ts also holds
 * the projects' tabs and labels, which are code: this one is plain data, which webpack replaces by
 * its value. `projects` are the words on every project (the gallery components', in the gallery's and
 * the portfolio pages' scripts).
 */
import type { GalleryContent, GalleryProjectWords } from './schemas/gallery';
import { readPage } from './pageCopy';

export const { heroEyebrow, hero, gallerySection, noProjects, moreWork, cta, projects } = readPage('gallery') as Pick<
  GalleryContent,
  'heroEyebrow' | 'hero' | 'gallerySection' | 'noProjects' | 'moreWork' | 'cta'
> & { projects: GalleryProjectWords };

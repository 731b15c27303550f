/**
 * The gallery's projects as data: the files of content/gallery/, read by ./galleryFolder.ts. Every
 * export is plain data, so webpack replaces this module by its value when it builds (webpack.config.ts
 * applies scripts/buildTimeValue.ts): pages get the projects as literals, never the code that read them.
 */
import { readGalleryFolder } from './galleryFolder';

export const galleryProjects = readGalleryFolder();

/**
 * The gallery's projects as data: the files of content/gallery/ (and the test fixtures' when the
 * build's setting names them: ./contentFixtures.ts), read by ./galleryFolder.ts. Every export is
 * plain data, so webpack replaces this module by its value when it builds (webpack.config.ts applies
 * scripts/buildTimeValue.ts): pages get the projects as literals, never the code that read them.
 */
import { galleryProjectSources, readGalleryFolder } from './galleryFolder';

export const galleryProjects = readGalleryFolder();

/** Each project's file by its name ("content/gallery/deck-plano.json"): its page's sources. */
export const galleryProjectFiles = galleryProjectSources();

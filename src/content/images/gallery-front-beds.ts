import { projectPicture } from './projectPicture';

/** The picture of the gallery project content/gallery/front-beds-garland.json. */
export default projectPicture('front-beds-garland');

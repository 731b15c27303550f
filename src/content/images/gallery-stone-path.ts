import { projectPicture } from './projectPicture';

/** The picture of the gallery project content/gallery/stone-path-office-park.json. */
export default projectPicture('stone-path-office-park');

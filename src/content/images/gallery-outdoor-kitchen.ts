import { projectPicture } from './projectPicture';

/** The picture of the gallery project content/gallery/outdoor-kitchen-southlake.json. */
export default projectPicture('outdoor-kitchen-southlake');

import { projectPicture } from './projectPicture';

/** The picture of the gallery project content/gallery/fire-pit-allen.json. */
export default projectPicture('fire-pit-allen');

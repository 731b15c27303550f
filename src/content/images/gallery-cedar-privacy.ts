import { projectPicture } from './projectPicture';

/** The picture of the gallery project content/gallery/cedar-privacy-richardson.json. */
export default projectPicture('cedar-privacy-richardson');

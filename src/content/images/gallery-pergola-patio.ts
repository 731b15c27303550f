import { projectPicture } from './projectPicture';

/** The picture of the gallery project content/gallery/pergola-patio-frisco.json. */
export default projectPicture('pergola-patio-frisco');

import { projectPicture } from './projectPicture';

/** The picture of the gallery project content/gallery/xeriscape-plano.json. */
export default projectPicture('xeriscape-plano');

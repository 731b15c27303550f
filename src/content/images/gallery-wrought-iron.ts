import { projectPicture } from './projectPicture';

/** The picture of the gallery project content/gallery/wrought-iron-lakewood.json. */
export default projectPicture('wrought-iron-lakewood');

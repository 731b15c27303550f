import { projectPicture } from './projectPicture';

/** The picture of the gallery project content/gallery/ranch-rail-mckinney.json. */
export default projectPicture('ranch-rail-mckinney');

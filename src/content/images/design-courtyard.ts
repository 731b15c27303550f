import { jobPicture } from './pictureData';

/** The job picture "design-courtyard" of content/pictures.json. */
export default jobPicture('design-courtyard');

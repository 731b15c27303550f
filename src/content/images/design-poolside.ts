import { jobPicture } from './pictureData';

/** The job picture "design-poolside" of content/pictures.json. */
export default jobPicture('design-poolside');

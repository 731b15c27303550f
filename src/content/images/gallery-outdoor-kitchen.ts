import { jobPicture } from './pictureData';

/** The job picture "gallery-outdoor-kitchen" of content/pictures.json. */
export default jobPicture('gallery-outdoor-kitchen');

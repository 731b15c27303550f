import { jobPicture } from './pictureData';

/** The job picture "yard-after" of content/pictures.json. */
export default jobPicture('yard-after');

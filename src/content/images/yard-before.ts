import { jobPicture } from './pictureData';

/** The job picture "yard-before" of content/pictures.json. */
export default jobPicture('yard-before');

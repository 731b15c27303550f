import { jobPicture } from './pictureData';

/** The job picture "case-iron-before" of content/pictures.json. */
export default jobPicture('case-iron-before');

import { jobPicture } from './pictureData';

/** The job picture "case-iron-after" of content/pictures.json. */
export default jobPicture('case-iron-after');

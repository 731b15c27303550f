import { jobPicture } from './pictureData';

/** The job picture "case-ranch-after" of content/pictures.json. */
export default jobPicture('case-ranch-after');

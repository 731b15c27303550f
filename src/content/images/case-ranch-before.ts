import { jobPicture } from './pictureData';

/** The job picture "case-ranch-before" of content/pictures.json. */
export default jobPicture('case-ranch-before');

import { jobPicture } from './pictureData';

/** The job picture "case-cedar-before" of content/pictures.json. */
export default jobPicture('case-cedar-before');

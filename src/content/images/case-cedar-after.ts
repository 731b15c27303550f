import { jobPicture } from './pictureData';

/** The job picture "case-cedar-after" of content/pictures.json. */
export default jobPicture('case-cedar-after');

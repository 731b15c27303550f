import { jobPicture } from './pictureData';

/** The job picture "kitchen-island" of content/pictures.json. */
export default jobPicture('kitchen-island');

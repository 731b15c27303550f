import { jobPicture } from './pictureData';

/** The job picture "kitchen-pavilion" of content/pictures.json. */
export default jobPicture('kitchen-pavilion');

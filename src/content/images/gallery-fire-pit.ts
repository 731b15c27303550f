import { jobPicture } from './pictureData';

/** The job picture "gallery-fire-pit" of content/pictures.json. */
export default jobPicture('gallery-fire-pit');

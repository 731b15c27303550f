import { picture } from './pictureData';

/** The picture "irrigation-controller" of content/pictures.json. */
export default picture('irrigation-controller');

import { picture } from './pictureData';

/** The picture "hero-turf" of content/pictures.json. */
export default picture('hero-turf');

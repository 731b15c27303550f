import { picture } from './pictureData';

/** The picture "hero-home" of content/pictures.json. */
export default picture('hero-home');

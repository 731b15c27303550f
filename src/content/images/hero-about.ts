import { picture } from './pictureData';

/** The picture "hero-about" of content/pictures.json. */
export default picture('hero-about');

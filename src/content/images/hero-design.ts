import { picture } from './pictureData';

/** The picture "hero-design" of content/pictures.json. */
export default picture('hero-design');

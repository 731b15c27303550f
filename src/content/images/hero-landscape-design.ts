import { picture } from './pictureData';

/** The picture "hero-landscape-design" of content/pictures.json. */
export default picture('hero-landscape-design');

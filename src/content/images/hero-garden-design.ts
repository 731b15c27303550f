import { picture } from './pictureData';

/** The picture "hero-garden-design" of content/pictures.json. */
export default picture('hero-garden-design');

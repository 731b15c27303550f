import { picture } from './pictureData';

/** The picture "hero-fences" of content/pictures.json. */
export default picture('hero-fences');

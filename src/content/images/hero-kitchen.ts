import { picture } from './pictureData';

/** The picture "hero-kitchen" of content/pictures.json. */
export default picture('hero-kitchen');

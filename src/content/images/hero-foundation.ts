import { picture } from './pictureData';

/** The picture "hero-foundation" of content/pictures.json. */
export default picture('hero-foundation');

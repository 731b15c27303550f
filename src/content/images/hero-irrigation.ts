import { picture } from './pictureData';

/** The picture "hero-irrigation" of content/pictures.json. */
export default picture('hero-irrigation');

import { picture } from './pictureData';

/** The picture "hero-landscaping" of content/pictures.json. */
export default picture('hero-landscaping');

import { picture } from './pictureData';

/** The picture "hero-outdoor-living" of content/pictures.json. */
export default picture('hero-outdoor-living');

import { picture } from './pictureData';

/** The picture "about-story" of content/pictures.json. */
export default picture('about-story');

import { picture } from './pictureData';

/** The picture "foundation-drainage" of content/pictures.json. */
export default picture('foundation-drainage');

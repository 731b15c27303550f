import { picture } from './pictureData';

/** The picture "hero-fence-sales" of content/pictures.json. */
export default picture('hero-fence-sales');

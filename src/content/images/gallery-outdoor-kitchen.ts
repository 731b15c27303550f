import { picture } from './pictureData';

/** The picture "gallery-outdoor-kitchen" of content/pictures.json: a drawing that claims no job (docs/decisions.md 21). */
export default picture('gallery-outdoor-kitchen');

import { picture } from './pictureData';

/** The picture "design-courtyard" of content/pictures.json: a drawing that claims no job (docs/decisions.md 21). */
export default picture('design-courtyard');

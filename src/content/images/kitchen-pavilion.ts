import { picture } from './pictureData';

/** The picture "kitchen-pavilion" of content/pictures.json: a drawing that claims no job (docs/decisions.md 21). */
export default picture('kitchen-pavilion');

import { picture } from './pictureData';

/** The picture "gallery-fire-pit" of content/pictures.json: a drawing that claims no job (docs/decisions.md 21). */
export default picture('gallery-fire-pit');

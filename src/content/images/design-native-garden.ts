import { picture } from './pictureData';

/** The picture "design-native-garden" of content/pictures.json: a drawing that claims no job (docs/decisions.md 21). */
export default picture('design-native-garden');

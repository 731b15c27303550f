import { picture } from './pictureData';

/** The picture "case-cedar-after" of content/pictures.json: a drawing that claims no job (the test fixtures' jobs show it as theirs). */
export default picture('case-cedar-after');

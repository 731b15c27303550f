import { picture } from './pictureData';

/** The picture "gallery-cedar-privacy" of content/pictures.json: a drawing that claims no job (the test fixtures' jobs show it as theirs). */
export default picture('gallery-cedar-privacy');

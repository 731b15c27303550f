import { jobPicture } from './pictureData';

/** The job picture "design-native-garden" of content/pictures.json. */
export default jobPicture('design-native-garden');

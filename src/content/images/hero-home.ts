import { defineImage } from './catalogue';

export default defineImage('hero-home', {
  file: 'hero-home.svg',
  width: 1600,
  height: 900,
  alt: 'A brick ranch house with a new cedar fence, fresh flower beds, a shade tree and a neat front lawn',
});

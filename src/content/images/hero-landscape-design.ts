import { defineImage } from './catalogue';

export default defineImage('hero-landscape-design', {
  file: 'hero-landscape-design.svg',
  width: 1600,
  height: 900,
  alt: 'Terraced limestone retaining walls with wide steps, clipped boxwoods, ornamental grasses and path lights leading up to a lawn with shade trees',
});

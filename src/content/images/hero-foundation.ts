import { defineImage } from './catalogue';

export default defineImage('hero-foundation', {
  file: 'hero-foundation.svg',
  width: 1600,
  height: 900,
  alt: 'A brick home on a concrete slab with a repair crew setting foundation piers along the front',
});

import { defineImage } from './catalogue';

export default defineImage('hero-kitchen', {
  file: 'hero-kitchen.svg',
  width: 1600,
  height: 900,
  alt: 'A stone outdoor kitchen island with a built-in grill under a cedar pavilion at dusk',
});

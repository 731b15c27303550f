import { defineImage } from './catalogue';

export default defineImage('hero-turf', {
  file: 'hero-turf.svg',
  width: 1600,
  height: 900,
  alt: 'A backyard of bright green artificial turf with a dog playing on it, edged by a cedar fence and a wooden swing set',
});

import { defineImage } from './catalogue';

export default defineImage('hero-garden-design', {
  file: 'hero-garden-design.svg',
  width: 1600,
  height: 900,
  alt: 'A rose-covered arbor over a wooden garden bench, with a stone path between flowering borders and a clipped hedge',
});

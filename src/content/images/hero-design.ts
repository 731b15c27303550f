import { defineImage } from './catalogue';

export default defineImage('hero-design', {
  file: 'hero-design.svg',
  width: 1600,
  height: 900,
  alt: 'A landscape plan seen from above: a paver patio with a round table, stepping stones across the lawn, a shade tree and curved planting beds along a cedar fence',
});

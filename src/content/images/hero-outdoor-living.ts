import { defineImage } from './catalogue';

export default defineImage('hero-outdoor-living', {
  file: 'hero-outdoor-living.svg',
  width: 1600,
  height: 900,
  alt: 'A stone-walled backyard patio with a cedar pergola, string lights, an outdoor sofa and a glowing fire pit on the lawn',
});

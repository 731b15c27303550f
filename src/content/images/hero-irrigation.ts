import { defineImage } from './catalogue';

export default defineImage('hero-irrigation', {
  file: 'hero-irrigation.svg',
  width: 1600,
  height: 900,
  alt: 'Pop-up sprinkler heads watering a green lawn and flower beds in front of a brick home',
});

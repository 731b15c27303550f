import { defineImage } from './catalogue';

export default defineImage('hero-landscaping', {
  file: 'hero-landscaping.svg',
  width: 1600,
  height: 900,
  alt: 'A brick home with a freshly built, stone-edged front bed of flowering trees, ornamental grasses and evergreen shrubs',
});

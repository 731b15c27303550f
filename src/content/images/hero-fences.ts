import { defineImage } from './catalogue';

export default defineImage('hero-fences', {
  file: 'hero-fences.svg',
  width: 1600,
  height: 900,
  alt: 'A tall new cedar privacy fence with a matching walk gate, a stepping-stone path and ornamental grasses',
});

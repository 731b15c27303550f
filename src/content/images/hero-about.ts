import { defineImage } from './catalogue';

export default defineImage('hero-about', {
  file: 'hero-about.svg',
  width: 1600,
  height: 900,
  alt: 'Two crew members building a new cedar fence, with the company pickup truck and trailer parked beside the yard',
});

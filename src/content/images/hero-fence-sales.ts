import { defineImage } from './catalogue';

export default defineImage('hero-fence-sales', {
  file: 'hero-fence-sales.svg',
  width: 1600,
  height: 900,
  alt: 'A new cedar fence on black steel posts with a matching double drive gate across a concrete driveway',
});

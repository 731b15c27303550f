import { defineImage } from './catalogue';

export default defineImage('gallery-fire-pit', {
  file: 'gallery-fire-pit.svg',
  width: 800,
  height: 600,
  alt: 'A round stone fire pit with a glowing fire on a circular paver patio with curved benches under string lights at dusk',
  caption:
    'A round stone fire pit inside a paver circle with built-in seating and café lights overhead, made for cool North Texas evenings.',
  project: { title: 'Fire Pit Circle', city: 'Allen', category: 'outdoor-living', segment: 'residential' },
});

import { defineImage } from './catalogue';

export default defineImage('gallery-outdoor-kitchen', {
  file: 'gallery-outdoor-kitchen.svg',
  width: 800,
  height: 600,
  alt: 'A stone outdoor kitchen island with a built-in grill, a sink, bar stools and a domed pizza oven on a paver patio',
  caption:
    'A stone-clad outdoor kitchen with a built-in grill, sink, bar seating and a wood-fired pizza oven, plumbed and wired for year-round use.',
  project: { title: 'Stone Outdoor Kitchen', city: 'Southlake', category: 'outdoor-living', segment: 'residential' },
});

import { defineImage } from './catalogue';

export default defineImage('case-iron-before', {
  file: 'case-iron-before.svg',
  width: 800,
  height: 600,
  alt: 'A rusted, sagging chain link fence in front of a tan house, with a cracked concrete walk and dead grass patches',
  caption: 'Rusted, sagging chain link, a gate that would not latch and a heaved front walk.',
  project: {
    title: 'Ornamental Iron Front Fence',
    city: 'Lakewood, Dallas',
    category: 'fences',
    segment: 'residential',
  },
});

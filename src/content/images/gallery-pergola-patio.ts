import { defineImage } from './catalogue';

export default defineImage('gallery-pergola-patio', {
  file: 'gallery-pergola-patio.svg',
  width: 800,
  height: 600,
  alt: 'A cedar pergola with string lights over a paver patio with a dining table, chairs and potted plants',
  caption:
    'A cedar pergola with string lights over a new paver patio, sized for family dinners and framed by potted shrubs on drip irrigation.',
  project: {
    title: 'Cedar Pergola Over a Paver Patio',
    city: 'Frisco',
    category: 'outdoor-living',
    segment: 'residential',
  },
});

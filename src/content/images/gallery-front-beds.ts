import { defineImage } from './catalogue';

export default defineImage('gallery-front-beds', {
  file: 'gallery-front-beds.svg',
  width: 800,
  height: 600,
  alt: 'A brick home with foundation beds of evergreen shrubs and flowers on both sides of a walkway, and a flowering tree by the corner',
  caption:
    'Overgrown foundation shrubs replaced with layered beds of boxwood, seasonal color and a flowering crape myrtle, with fresh mulch and a clean steel edge.',
  project: { title: 'Front Yard Bed Renovation', city: 'Garland', category: 'landscaping', segment: 'residential' },
});

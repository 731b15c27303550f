import { defineImage } from './catalogue';

export default defineImage('kitchen-island', {
  file: 'kitchen-island.svg',
  width: 800,
  height: 600,
  alt: 'An L-shaped stone kitchen island with a stainless grill, bar seating and a granite countertop',
  caption: 'L-shaped limestone island with a built-in grill, side burner and bar seating for six.',
  project: { title: 'Limestone Island', city: 'Lake Highlands', category: 'outdoor-living', segment: 'residential' },
});

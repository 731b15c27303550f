import { defineImage } from './catalogue';

export default defineImage('case-ranch-before', {
  file: 'case-ranch-before.svg',
  width: 800,
  height: 600,
  alt: 'A broken barbed-wire fence with leaning wooden posts across a dry, overgrown field',
  caption: 'Collapsed barbed wire on rotted, leaning posts along the road and pasture.',
  project: { title: 'Three-Rail Ranch Fence', city: 'McKinney', category: 'fences', segment: 'residential' },
});

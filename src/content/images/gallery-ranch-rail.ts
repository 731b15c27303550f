import { defineImage } from './catalogue';

// The same McKinney horse property as the ranch fence case study (case-ranch-*), seen toward its barn.
export default defineImage('gallery-ranch-rail', {
  file: 'gallery-ranch-rail.svg',
  width: 800,
  height: 600,
  alt: 'A white three-rail ranch fence curving across a green lawn with wildflowers, a small red building and a shade tree beyond',
  caption:
    'A long, level run of white three-rail fence on posts set in concrete, keeping horses in on a few acres outside McKinney.',
  project: { title: 'Three-Rail Ranch Fence', city: 'McKinney', category: 'fences', segment: 'residential' },
});

import { defineImage } from './catalogue';

export default defineImage('case-ranch-after', {
  file: 'case-ranch-after.svg',
  width: 800,
  height: 600,
  alt: 'A crisp white three-rail ranch fence running across a green pasture dotted with wildflowers',
  caption: 'A straight, level run of white three-rail fence, safe for horses and easy to keep.',
  project: { title: 'Three-Rail Ranch Fence', city: 'McKinney', category: 'fences', segment: 'residential' },
});

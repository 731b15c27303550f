import { defineImage } from './catalogue';

export default defineImage('gallery-ranch-rail', {
  file: 'gallery-ranch-rail.svg',
  width: 800,
  height: 600,
  alt: 'A white three-rail ranch fence curving across a green lawn with wildflowers, a small red building and a shade tree beyond',
  caption:
    'A long run of white three-rail fence framing the entrance and common green of a McKinney neighborhood, built to the HOA’s specification with posts set in concrete.',
  project: {
    title: 'Three-Rail Ranch Fence at an HOA Entrance',
    city: 'McKinney',
    category: 'fences',
    segment: 'commercial',
  },
});

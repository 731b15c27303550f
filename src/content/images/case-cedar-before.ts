import { defineImage } from './catalogue';

export default defineImage('case-cedar-before', {
  file: 'case-cedar-before.svg',
  width: 800,
  height: 600,
  alt: 'A weathered gray pine fence with missing and leaning pickets and bare, muddy patches in the lawn',
  caption: 'A 20-year-old pine fence: rotted posts, leaning sections, shrunken pickets and gaps all along the line.',
  project: {
    title: 'Board-on-Board Cedar Privacy Fence',
    city: 'Richardson',
    category: 'fences',
    segment: 'residential',
  },
});

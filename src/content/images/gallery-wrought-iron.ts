import { defineImage } from './catalogue';

export default defineImage('gallery-wrought-iron', {
  file: 'gallery-wrought-iron.svg',
  width: 800,
  height: 600,
  alt: 'A black ornamental iron fence with an arched gate in front of a tan house with a front walk and flower beds',
  caption:
    'A powder-coated ornamental iron fence with an arched entry gate that secures the front yard while keeping the house in full view from the street.',
  project: {
    title: 'Ornamental Iron Front Fence',
    city: 'Lakewood, Dallas',
    category: 'fences',
    segment: 'residential',
  },
});

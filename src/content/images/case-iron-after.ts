import { defineImage } from './catalogue';

export default defineImage('case-iron-after', {
  file: 'case-iron-after.svg',
  width: 800,
  height: 600,
  alt: 'A black ornamental iron fence with an arched entry gate, flower beds and a new front walk in front of a tan house',
  caption: 'Powder-coated ornamental iron with an arched, self-closing gate, a new walk and flower beds.',
  project: {
    title: 'Ornamental Iron Front Fence',
    city: 'Lakewood, Dallas',
    category: 'fences',
    segment: 'residential',
  },
});

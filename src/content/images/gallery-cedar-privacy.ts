import { defineImage } from './catalogue';

export default defineImage('gallery-cedar-privacy', {
  file: 'gallery-cedar-privacy.svg',
  width: 800,
  height: 600,
  alt: 'A tall board-on-board cedar privacy fence behind a bed of round shrubs and feathery ornamental grasses',
  caption:
    'A tall board-on-board cedar fence on steel posts set in concrete, replacing a storm-damaged pine fence. Shrub beds and ornamental grasses soften the line.',
  project: {
    title: 'Board-on-Board Cedar Privacy Fence',
    city: 'Richardson',
    category: 'fences',
    segment: 'residential',
  },
});

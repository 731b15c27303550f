import { defineImage } from './catalogue';

export default defineImage('case-cedar-after', {
  file: 'case-cedar-after.svg',
  width: 800,
  height: 600,
  alt: 'A tall, straight board-on-board cedar fence with fresh shrub beds along its base',
  caption: 'Six feet of board-on-board cedar on steel posts, with new shrub beds along its base.',
  project: {
    title: 'Board-on-Board Cedar Privacy Fence',
    city: 'Richardson',
    category: 'fences',
    segment: 'residential',
  },
});

import { defineImage } from './catalogue';

export default defineImage('yard-after', {
  file: 'yard-after.svg',
  width: 800,
  height: 600,
  alt: 'A finished backyard with a green lawn, a stepping-stone path, a paver patio with a dining table, a shade tree and planted beds along a cedar fence',
  caption:
    'Regraded and replanted: a sodded lawn, a paver dining patio, a shade tree and planted beds along the fence.',
  project: {
    title: 'A Backyard Brought Back to Life',
    city: 'Garland',
    category: 'landscaping',
    segment: 'residential',
  },
});

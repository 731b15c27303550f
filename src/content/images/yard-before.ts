import { defineImage } from './catalogue';

export default defineImage('yard-before', {
  file: 'yard-before.svg',
  width: 800,
  height: 600,
  alt: 'A bare backyard of cracked clay soil with patches of dead grass, a cracked concrete slab and an old stump along a cedar fence',
  caption: 'Bare, compacted clay split open by summer drought, a cracked slab and an old stump.',
  project: {
    title: 'A Backyard Brought Back to Life',
    city: 'Garland',
    category: 'landscaping',
    segment: 'residential',
  },
});

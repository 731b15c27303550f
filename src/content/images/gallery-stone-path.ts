import { defineImage } from './catalogue';

export default defineImage('gallery-stone-path', {
  file: 'gallery-stone-path.svg',
  width: 800,
  height: 600,
  alt: 'A flagstone path through a lawn to a cedar gate, lined with beds of shrubs, grasses and flowers under a shade tree',
  caption:
    'A flagstone path through new planting beds and shade trees, giving tenants of an Irving office park a courtyard walk between buildings.',
  project: {
    title: 'Stone Path Garden at an Office Park',
    city: 'Irving',
    category: 'landscaping',
    segment: 'commercial',
  },
});

import { defineImage } from './catalogue';

export default defineImage('gallery-xeriscape', {
  file: 'gallery-xeriscape.svg',
  width: 800,
  height: 600,
  alt: 'A xeriscape of agave, yucca and ornamental grasses around a river-rock dry creek bed and boulders, in front of a cedar fence',
  caption:
    'Thirsty lawn replaced with agave, yucca, native grasses and a river-rock dry creek bed, watered by drip on the city’s allowed days and green through August.',
  project: { title: 'Drought-Smart Xeriscape', city: 'Plano', category: 'landscaping', segment: 'residential' },
});

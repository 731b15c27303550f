import { defineImage } from './catalogue';

export default defineImage('design-native-garden', {
  file: 'design-native-garden.svg',
  width: 800,
  height: 600,
  alt: 'A native meadow of bluebonnets, black-eyed Susans and tall grasses behind a split-rail fence, with butterflies overhead',
  caption: 'A thirsty side lawn replaced with a native wildflower meadow behind a cedar split-rail fence.',
  project: {
    title: 'A Native Wildflower Meadow',
    city: 'Lake Highlands',
    category: 'landscaping',
    segment: 'residential',
  },
});

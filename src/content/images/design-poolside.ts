import { defineImage } from './catalogue';

export default defineImage('design-poolside', {
  file: 'design-poolside.svg',
  width: 800,
  height: 600,
  alt: 'A rectangular pool with a pale stone deck, a lounge chair, palms and ornamental grasses along a cedar fence',
  caption:
    'Poolside planting of tough grasses and low shrubs that handle reflected heat, kept back from the deck so leaves stay out of the water.',
  project: { title: 'Poolside Planting', city: 'North Dallas', category: 'landscaping', segment: 'residential' },
});

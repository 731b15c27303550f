import { defineImage } from './catalogue';

export default defineImage('design-courtyard', {
  file: 'design-courtyard.svg',
  width: 800,
  height: 600,
  alt: 'A walled courtyard with a tiered stone fountain, arched niches, climbing roses and potted shrubs on limestone paving',
  caption:
    'A courtyard garden of climbing roses and potted boxwood around a tiered stone fountain, paved in cool limestone.',
  project: { title: 'A Walled Courtyard', city: 'University Park', category: 'landscaping', segment: 'residential' },
});

import { defineImage } from './catalogue';

export default defineImage('kitchen-pavilion', {
  file: 'kitchen-pavilion.svg',
  width: 800,
  height: 600,
  alt: 'A roofed cedar pavilion sheltering an outdoor kitchen with pendant lights and a ceiling fan',
  caption: 'Cedar pavilion with a standing-seam roof, ceiling fan and task lighting over the cooking line.',
  project: { title: 'Cedar Pavilion Kitchen', city: 'Richardson', category: 'outdoor-living', segment: 'residential' },
});

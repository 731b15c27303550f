import { defineImage } from './catalogue';

export default defineImage('foundation-drainage', {
  file: 'foundation-drainage.svg',
  width: 800,
  height: 600,
  alt: 'A cross-section of a house slab on clay soil with a French drain and regraded yard carrying rainwater away',
});

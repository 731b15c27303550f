import { defineImage } from './catalogue';

export default defineImage('about-story', {
  file: 'about-story.svg',
  width: 800,
  height: 600,
  alt: 'The Blackland Fence & Landscape shop in Garland, with stacked cedar fence panels, a shade tree and a company truck out front',
});

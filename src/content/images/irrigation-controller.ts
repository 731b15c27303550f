import { defineImage } from './catalogue';

export default defineImage('irrigation-controller', {
  file: 'irrigation-controller.svg',
  width: 800,
  height: 600,
  alt: 'A wall-mounted smart irrigation controller showing watering zones, beside a phone app with the weekly schedule',
});

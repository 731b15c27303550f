/**
 * Names of the site's line icons: each is a <symbol id> in src/assets/icons.svg (a unit test keeps
 * the two in step). Icon.tsx imports only the type, so this list never ships to the browser.
 */
export const iconNames = [
  'fence', 'gate', 'repair', 'stain', 'leaf', 'tree', 'shovel', 'broom', 'pencil-ruler', 'layout', 'eye',
  'steps', 'sprinkler', 'smartphone', 'wrench', 'droplet', 'sun', 'grass', 'building', 'paw', 'home',
  'foundation', 'crack', 'drain', 'shield', 'clock', 'dollar', 'star', 'check', 'phone', 'message', 'mail',
  'map-pin', 'calendar', 'users', 'award', 'flame', 'chef', 'pergola', 'chevron-left', 'chevron-right',
  'chevron-down', 'menu', 'close', 'facebook', 'instagram', 'youtube', 'alert', 'heart', 'recycle',
  'handshake', 'thermometer', 'ruler',
] as const;

export type IconName = (typeof iconNames)[number];

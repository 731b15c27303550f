import type { JSX } from 'react';

/** Names of the site's line icons (24 x 24, drawn for Blackland Fence & Landscape). */
export type IconName =
  | 'fence'
  | 'gate'
  | 'repair'
  | 'stain'
  | 'leaf'
  | 'tree'
  | 'shovel'
  | 'broom'
  | 'pencil-ruler'
  | 'layout'
  | 'eye'
  | 'steps'
  | 'sprinkler'
  | 'smartphone'
  | 'wrench'
  | 'droplet'
  | 'sun'
  | 'grass'
  | 'building'
  | 'paw'
  | 'home'
  | 'foundation'
  | 'crack'
  | 'drain'
  | 'shield'
  | 'clock'
  | 'dollar'
  | 'star'
  | 'check'
  | 'phone'
  | 'message'
  | 'mail'
  | 'map-pin'
  | 'calendar'
  | 'users'
  | 'award'
  | 'flame'
  | 'chef'
  | 'pergola'
  | 'chevron-left'
  | 'chevron-right'
  | 'chevron-down'
  | 'menu'
  | 'close'
  | 'facebook'
  | 'instagram'
  | 'youtube'
  | 'alert'
  | 'heart'
  | 'recycle'
  | 'handshake'
  | 'thermometer'
  | 'ruler';

/** Stroke paths per icon, in a 24 x 24 box, drawn with a 2px round stroke in currentColor. */
const PATHS: Record<IconName, string[]> = {
  fence: ['M3 21V8l2-3 2 3v13', 'M10 21V8l2-3 2 3v13', 'M17 21V8l2-3 2 3v13', 'M7 10.5h3M14 10.5h3M7 16.5h3M14 16.5h3'],
  gate: ['M3 22V3', 'M21 22V3', 'M6.5 6h11v14h-11z', 'M6.5 20 17.5 6', 'M15 13h.01'],
  repair: ['M12.4 4.6l7 7-2.8 2.8-7-7z', 'M13.1 10.9 4 20'],
  stain: ['M4 3.5h13a1 1 0 0 1 1 1v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a1 1 0 0 1 1-1z', 'M18 6h2.5v5.5H12V15', 'M10.5 15h3v6.5h-3z'],
  leaf: ['M5 19C5 10 10.5 4 20 4c0 9.5-6 15-15 15z', 'M3 21l10-10'],
  tree: ['M8 16.5a4.5 4.5 0 0 1-1.6-8.7 5.8 5.8 0 0 1 11.2 0A4.5 4.5 0 0 1 16 16.5z', 'M12 22v-9', 'M12 16l-2.5-2'],
  shovel: ['M20 4l-8.5 8.5', 'M18.5 2.5l3 3', 'M9.5 10.5l4 4-3.5 3.5c-2 2-5 2.5-6.5 1S3 15 5 13z'],
  broom: ['M21 3l-8.5 8.5', 'M10.5 8.5l5 5-3 3c-2 2-5.5 3.5-9.5 4 .5-4 2-7.5 4-9.5z', 'M6 15l2.5 2.5M4.8 18.2l1.2 1.2'],
  'pencil-ruler': ['M15 2.5l3 3-9.5 9.5-4 1 1-4z', 'M12.5 5l3 3', 'M2.5 17.5h19v4h-19z', 'M6.5 17.5v2M10.5 17.5v2M14.5 17.5v2M18.5 17.5v2'],
  layout: ['M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z', 'M3 9h18', 'M9 21V9'],
  eye: ['M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7-10-7-10-7z', 'M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6z'],
  steps: ['M3 20h5v-4.5h5V11h5V6.5h3', 'M3 20h18'],
  sprinkler: ['M8 21.5h8', 'M10 21.5v-6h4v6', 'M12 15.5v-3', 'M8 9.5a6 6 0 0 1 8 0', 'M4.5 6.5a11 11 0 0 1 15 0'],
  smartphone: ['M7.5 2h9a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2h-9a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z', 'M11 18h2'],
  wrench: ['M14.5 3a5.5 5.5 0 0 0-5 7.5l-6 6a2.1 2.1 0 0 0 3 3l6-6A5.5 5.5 0 0 0 20.3 7.8l-3.3 3.2-3-1-1-3 3.2-3.3A5.5 5.5 0 0 0 14.5 3z'],
  droplet: ['M12 2.5s6.5 7.2 6.5 12a6.5 6.5 0 0 1-13 0c0-4.8 6.5-12 6.5-12z'],
  sun: ['M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8z', 'M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4'],
  grass: ['M2.5 21h19', 'M6 21c0-4.5-1-7.5-3-9.5', 'M10 21c0-6 1-10.5 3.5-14', 'M14 21c0-4 1.5-7 4.5-9', 'M17.5 21c0-2.5.8-4.5 3-6'],
  building: ['M4 21V4a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v17', 'M15 9h4a1 1 0 0 1 1 1v11', 'M2 21h20', 'M8 7h3M8 11h3M8 15h3', 'M18 13h.01M18 17h.01'],
  paw: ['M5.5 8.5a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6z', 'M9.2 3.8a2 2 0 1 1 0 4 2 2 0 0 1 0-4z', 'M14.8 3.8a2 2 0 1 1 0 4 2 2 0 0 1 0-4z', 'M18.5 8.5a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6z', 'M12 11.5c-3 0-6 4-6 6.7 0 1.6 1.2 2.8 2.8 2.8 1.3 0 2-.8 3.2-.8s1.9.8 3.2.8c1.6 0 2.8-1.2 2.8-2.8 0-2.7-3-6.7-6-6.7z'],
  home: ['M3 11.5 12 4l9 7.5', 'M5.5 10V21h13V10', 'M10 21v-6h4v6'],
  foundation: ['M4 12l8-7 8 7', 'M6 10.5V16h12v-5.5', 'M2.5 16h19v3h-19z', 'M6 19v3M12 19v3M18 19v3'],
  crack: ['M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z', 'M12.5 3 10 8l4 3.5-3 3.5 2 6'],
  drain: ['M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z', 'M7.5 9h9M6 12h12M7.5 15h9'],
  shield: ['M12 2.5 4 5.5v6c0 5 3.4 8.6 8 10 4.6-1.4 8-5 8-10v-6z', 'M8.8 12l2.2 2.2 4.2-4.2'],
  clock: ['M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z', 'M12 7v5l3.5 2'],
  dollar: ['M12 2v20', 'M17 5.5H9.8a3.3 3.3 0 0 0 0 6.5h4.4a3.3 3.3 0 0 1 0 6.5H6.5'],
  star: ['M12 2.8 14.5 9.3 21.5 9.7 16.1 14.1 17.9 20.9 12 17.1 6.1 20.9 7.9 14.1 2.5 9.7 9.5 9.3z'],
  check: ['M4.5 12.5l5 5L20 7'],
  phone: ['M5 3h3.2l1.8 4.6-2.3 1.5a11.5 11.5 0 0 0 7.2 7.2l1.5-2.3 4.6 1.8V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z'],
  message: ['M21 15a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z', 'M7.5 8.5h9M7.5 12h6'],
  mail: ['M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z', 'M3.5 6.5l8.5 6.5 8.5-6.5'],
  'map-pin': ['M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z', 'M12 7.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z'],
  calendar: ['M5 4.5h14a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5.5a1 1 0 0 1 1-1z', 'M4 9.5h16', 'M8 2.5v4M16 2.5v4', 'M8 13.5h.01M12 13.5h.01M16 13.5h.01M8 17h.01M12 17h.01'],
  users: ['M9 4a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z', 'M2.5 21v-1a6.5 6.5 0 0 1 13 0v1', 'M16 4.3a3.5 3.5 0 0 1 0 6.4', 'M18.5 14.2a6.5 6.5 0 0 1 3 5.8v1'],
  award: ['M12 2.5a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13z', 'M8.5 14.5 7 22l5-3 5 3-1.5-7.5'],
  flame: ['M12 22a7 7 0 0 0 7-7c0-4-2.5-6.5-4.5-10.5-1.5 2-2.2 3.8-2.2 5.8-1.2-.8-2.2-2.3-2.3-4.3C7 8.5 5 11.2 5 15a7 7 0 0 0 7 7z', 'M12 22a3 3 0 0 1-3-3c0-2 1.5-3 3-5 1.5 2 3 3 3 5a3 3 0 0 1-3 3z'],
  chef: ['M6 13.8A4 4 0 0 1 7 6a5 5 0 0 1 10 0 4 4 0 0 1 1 7.8V21H6z', 'M6 17.5h12'],
  pergola: ['M2 6.5h20', 'M3 10h18', 'M6 4v2.5M10 4v2.5M14 4v2.5M18 4v2.5', 'M5.5 10v11M18.5 10v11', 'M2.5 21h19'],
  'chevron-left': ['M15 18l-6-6 6-6'],
  'chevron-right': ['M9 18l6-6-6-6'],
  'chevron-down': ['M6 9l6 6 6-6'],
  menu: ['M4 6h16M4 12h16M4 18h16'],
  close: ['M6 6l12 12M18 6 6 18'],
  facebook: ['M15.5 2.5H13A4.5 4.5 0 0 0 8.5 7v3H6v4h2.5v7.5h4V14H15l.8-4h-3.3V7.5a1 1 0 0 1 1-1h2z'],
  instagram: ['M7 2.5h10A4.5 4.5 0 0 1 21.5 7v10a4.5 4.5 0 0 1-4.5 4.5H7A4.5 4.5 0 0 1 2.5 17V7A4.5 4.5 0 0 1 7 2.5z', 'M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8z', 'M17.5 6.5h.01'],
  youtube: ['M2.6 7.4a2.8 2.8 0 0 1 2.5-2.4C7.4 4.7 9.7 4.6 12 4.6s4.6.1 6.9.4a2.8 2.8 0 0 1 2.5 2.4c.3 1.5.4 3 .4 4.6s-.1 3.1-.4 4.6a2.8 2.8 0 0 1-2.5 2.4c-2.3.3-4.6.4-6.9.4s-4.6-.1-6.9-.4a2.8 2.8 0 0 1-2.5-2.4C2.3 15.1 2.2 13.6 2.2 12s.1-3.1.4-4.6z', 'M10 9l5 3-5 3z'],
  alert: ['M10.3 4 2 18.2A2 2 0 0 0 3.7 21h16.6a2 2 0 0 0 1.7-2.8L13.7 4a2 2 0 0 0-3.4 0z', 'M12 9.5v4', 'M12 17.2h.01'],
  heart: ['M12 20.5S3 15.3 3 9.3A4.8 4.8 0 0 1 12 7a4.8 4.8 0 0 1 9 2.3c0 6-9 11.2-9 11.2z'],
  recycle: ['M4.6 17L10 7.6M7 8.7L10 7.6L10.6 10.8', 'M14 7L19.4 16.4M20 13.2L19.4 16.4L16.4 15.3', 'M17.5 20L7 20M9.5 22.1L7 20L9.5 17.9'],
  handshake: ['M2.5 4.5 2 14l6.5 6.5a1.4 1.4 0 0 0 2-2', 'M21.5 4.5 22 14h-2', 'M2.5 5h7', 'M11 17l2 2a1.4 1.4 0 0 0 2-2', 'M14 14l2.5 2.5a1.4 1.4 0 0 0 2-2l-4-4a3 3 0 0 0-4 0l-1 1a1.4 1.4 0 0 1-2-2l3-3a5.5 5.5 0 0 1 6.5-.8l.6.3a2 2 0 0 0 1.4.2l3.5-.7'],
  thermometer: ['M14 14.8V5a2 2 0 0 0-4 0v9.8a4 4 0 1 0 4 0z', 'M12 17.5V11'],
  ruler: ['M3 16.5 16.5 3l4.5 4.5L7.5 21z', 'M6.5 13l2 2M9.5 10l1.5 1.5M12.5 7l2 2'],
};

/**
 * A line icon that inherits the text colour. Decorative by default (hidden from assistive tech);
 * pass `title` to expose it as an image with that accessible name. Sized 1em unless `className` sizes it.
 */
export function Icon({ name, className, title }: { name: IconName; className?: string; title?: string }): JSX.Element {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: 'false' as const })}
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

import type { JSX } from 'react';
// The sprite is a hashed, long-cached file: the icons cost no JavaScript, and every page reuses the
// same cached download.
import spriteUrl from '../../assets/icons.svg';
import type { IconName } from '../../content/iconNames';

export type { IconName } from '../../content/iconNames';

/**
 * A line icon that inherits the text color. Decorative by default (hidden from assistive tech);
 * pass `title` to expose it as an image with that accessible name. Sized 1em unless `className` sizes it.
 * The drawing is a <symbol> of src/assets/icons.svg; stroke settings here apply to it through <use>.
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
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

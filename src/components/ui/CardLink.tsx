import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from './Icon';

/** The chevron after a card's link text: it moves right while the card (the `group`) is hovered. */
export function CardChevron() {
  return (
    <Icon
      name="chevron-right"
      className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
    />
  );
}

/**
 * The link of a card that is clickable as a whole: its ::after stretches over the card (which must be
 * `relative group`), so one link, with one accessible name, covers the card instead of nested links.
 * `className` sets the link's color and spacing.
 */
export function CardLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <Link to={to} className={`inline-flex min-h-6 items-center gap-1 after:absolute after:inset-0 ${className}`}>
      {children}
      <CardChevron />
    </Link>
  );
}

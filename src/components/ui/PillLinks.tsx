import { Link } from 'react-router-dom';
import type { LinkAction } from '../../content/schemas/shapes';
import { leadsSomewhere } from '../../content/jobLinks';
import { slugify } from '../../content/slug';
import { Icon } from './Icon';

const pillStyles = {
  /** On a white section. */
  sand: 'bg-sand-50 px-4 font-medium text-brand-800 hover:bg-brand-50 hover:ring-brand-200',
  /** On a sand section: white pills that stand off it. */
  white: 'bg-white px-5 font-semibold text-cedar-700 shadow-sm hover:text-cedar-600',
};

/** Links as a centered, wrapping row of pills, each with a chevron; `label` names the list for screen readers. */
export function Pills({
  links,
  tone = 'sand',
  label,
  className = '',
}: {
  links: LinkAction[];
  tone?: keyof typeof pillStyles;
  label?: string;
  className?: string;
}) {
  const shown = links.filter((link) => leadsSomewhere(link.link));
  if (!shown.length) return null;
  return (
    <ul aria-label={label} className={`flex flex-wrap justify-center gap-3 ${className}`}>
      {shown.map((link) => (
        <li key={link.link}>
          <Link
            to={link.link}
            className={`inline-flex min-h-11 items-center gap-1 rounded-full ring-1 ring-ink-900/10 ${pillStyles[tone]}`}
          >
            {link.text}
            <Icon name="chevron-right" className={tone === 'sand' ? 'size-4 text-cedar-600' : 'size-4'} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A short labelled row of related pages as pills ("Also from our crews: Irrigation, …"). */
export function PillLinks({ title, links }: { title: string; links: LinkAction[] }) {
  const headingId = `${slugify(title)}-links`;
  return (
    <nav aria-labelledby={headingId} className="mt-10 flex flex-col items-center gap-4 md:flex-row md:justify-center">
      <p id={headingId} className="font-semibold text-ink-700">
        {title}:
      </p>
      <Pills links={links} />
    </nav>
  );
}

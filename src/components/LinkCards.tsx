import { Link } from 'react-router-dom';
import { Icon } from './Icon';
import type { LinkCard } from '../content/schemas/shapes';

/** Cards whose title is the link (the whole card is clickable), for "see more" sections. Titles are h3. */
export function LinkCards({ cards }: { cards: LinkCard[] }) {
  return (
    <ul className={`grid gap-6 ${cards.length === 2 ? 'md:grid-cols-2' : 'md:grid-cols-3'}`}>
      {cards.map((card) => (
        <li
          key={card.link}
          className="card group relative flex gap-4 p-6 transition-shadow has-[a:hover]:shadow-lg motion-reduce:transition-none"
        >
          {card.icon && (
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={card.icon} className="size-6" />
            </span>
          )}
          <div className="flex-1">
            <h3 className="text-lg font-bold">
              <Link
                to={card.link}
                className="inline-flex min-h-6 items-center gap-1 text-brand-800 after:absolute after:inset-0 hover:text-cedar-600"
              >
                {card.text}
                <Icon
                  name="chevron-right"
                  className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
                />
              </Link>
            </h3>
            <p className="mt-1 leading-7 text-ink-700">{card.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

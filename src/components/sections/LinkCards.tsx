import { CardLink } from '../ui/CardLink';
import { Icon } from '../ui/Icon';
import type { LinkCard } from '../../content/schemas/shapes';
import { leadsSomewhere } from '../../content/jobLinks';

/** Cards whose title is the link (the whole card is clickable), for "see more" sections. Titles are h3. */
export function LinkCards({ cards: written }: { cards: LinkCard[] }) {
  const cards = written.filter((card) => leadsSomewhere(card.link));
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
              <CardLink to={card.link} className="text-brand-800 hover:text-cedar-600">
                {card.text}
              </CardLink>
            </h3>
            <p className="mt-1 leading-7 text-ink-700">{card.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

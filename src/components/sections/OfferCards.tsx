import { CardLink } from '../ui/CardLink';
import { Icon } from '../ui/Icon';
import { Picture, pictureSizes } from '../ui/Picture';
import type { OfferCard } from '../../content/schemas/shapes';
import { someCardLeads } from '../../content/jobLinks';

/**
 * Cards for offers that do not each have a service page of their own (ServiceCards always link to
 * one): a card links only when there is somewhere useful to go, and the whole card is then clickable.
 */
export function OfferCards({ cards: written }: { cards: OfferCard[] }) {
  // A card about a page with nothing to show yet (the gallery or the case studies, before their first job) is left out.
  const cards = written.filter((card) => someCardLeads([card]));
  const columns = cards.length === 2 || cards.length === 4 ? 'md:grid-cols-2' : 'md:grid-cols-2 lg:grid-cols-3';
  // Two wide cards would make two huge pictures: on large screens the picture sits beside the text.
  const sideways = cards.length === 2;
  return (
    <ul className={`grid gap-6 ${columns}`}>
      {cards.map((card) => (
        <li
          key={card.title}
          className={`card group relative flex flex-col overflow-hidden ${sideways ? 'lg:flex-row' : ''} transition-shadow has-[a:hover]:shadow-lg motion-reduce:transition-none`}
        >
          {card.image && (
            <Picture
              image={card.image}
              sizes={pictureSizes.third}
              className={`aspect-[4/3] w-full object-cover ${sideways ? 'lg:w-5/12 lg:shrink-0' : ''}`}
            />
          )}
          <div className="flex flex-1 flex-col p-6">
            {card.icon && (
              <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={card.icon} className="size-6" />
              </span>
            )}
            <h3 className="text-xl font-bold text-brand-800">{card.title}</h3>
            <p className="mt-2 flex-1 leading-7 text-ink-700">{card.description}</p>
            {card.link && (
              <CardLink to={card.link.link} className="mt-5 font-semibold text-cedar-600">
                {card.link.text}
              </CardLink>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

import type { ReactNode } from 'react';
import { CardLink } from '../ui/CardLink';
import type { ServiceCardContent } from '../../content/schemas/shapes';
import { Icon } from '../ui/Icon';
import { Picture, pictureSizes } from '../ui/Picture';
import { Section, type SectionHeadingContent, type SectionTone } from '../ui/Section';
import { sectionWords } from '../../content/sectionWords';
import { fillOwn } from '../../content/ownValues';

function ServiceCard({ card }: { card: ServiceCardContent }) {
  const primary = card.isPrimary === true;
  return (
    <li
      className={`card group relative flex flex-col overflow-hidden transition-shadow hover:shadow-lg motion-reduce:transition-none ${primary ? 'bg-brand-700 text-white ring-brand-700' : ''}`}
    >
      {card.image && (
        <Picture image={card.image} sizes={pictureSizes.third} className="aspect-[4/3] w-full object-cover" />
      )}
      <div className="flex flex-1 flex-col p-6">
        <span
          className={`inline-flex size-12 items-center justify-center rounded-xl ${primary ? 'bg-white/15 text-sun-400' : 'bg-brand-50 text-brand-700'}`}
        >
          <Icon name={card.icon} className="size-6" />
        </span>
        <h3 className={`mt-4 text-xl font-bold ${primary ? 'text-white' : 'text-brand-800'}`}>{card.title}</h3>
        <p className={`mt-2 flex-1 leading-7 ${primary ? 'text-brand-50' : 'text-ink-700'}`}>{card.description}</p>
        <CardLink to={card.link} className={`mt-5 font-semibold ${primary ? 'text-sun-400' : 'text-cedar-600'}`}>
          {sectionWords.learnMore.link}
          <span className="sr-only">{` ${fillOwn(sectionWords.learnMore.about, { title: card.title })}`}</span>
        </CardLink>
      </div>
    </li>
  );
}

type ServiceColumns = 2 | 3 | 4;

/** A grid of service cards, each linking to its service page (the whole card is clickable). */
export function ServiceCards({ cards, columns = 3 }: { cards: ServiceCardContent[]; columns?: ServiceColumns }) {
  const grid = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'md:grid-cols-2 lg:grid-cols-4' }[columns];
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {cards.map((card) => (
        <ServiceCard key={card.title} card={card} />
      ))}
    </ul>
  );
}

/** A page's services section (#services): its heading over the service cards, and `children` below them. */
export function ServicesSection({
  content,
  columns,
  tone,
  children,
}: {
  content: SectionHeadingContent & { cards: ServiceCardContent[] };
  columns?: ServiceColumns;
  tone?: SectionTone;
  children?: ReactNode;
}) {
  return (
    <Section id="services" tone={tone} heading={content}>
      <ServiceCards cards={content.cards} columns={columns} />
      {children}
    </Section>
  );
}

import type { Testimonial } from '../../content/schemas/shapes';
import { fillOwn } from '../../content/ownValues';
import { sectionWords } from '../../content/sectionWords';
import { Icon } from '../ui/Icon';
import { Section, type SectionHeadingContent, type SectionTone } from '../ui/Section';

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5 text-sun-400">
      <span className="sr-only">{fillOwn(sectionWords.reviews.rating, { rating: String(rating) })}</span>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon key={index} name="star" className={`size-5 ${index < rating ? 'fill-current' : 'text-ink-600/30'}`} />
      ))}
    </p>
  );
}

/** Initials instead of stock portraits: no third-party request on page load. */
function Avatar({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
    >
      {initials}
    </span>
  );
}

/** One review: its stars when the customer gave some, their words, and the name and details they agreed to. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const about = [testimonial.role, testimonial.company].filter(Boolean).join(', ');
  return (
    <figure className="card flex h-full flex-col p-7">
      {testimonial.rating != null && <Stars rating={testimonial.rating} />}
      <blockquote className={`flex-1 text-lg leading-8 text-ink-700 ${testimonial.rating != null ? 'mt-4' : ''}`}>
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <Avatar name={testimonial.author} />
        <span>
          <span className="block font-bold text-ink-900">{testimonial.author}</span>
          {about && <span className="block text-sm text-ink-600">{about}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

/** Customer reviews side by side; one alone in a narrower column. The stars have a text equivalent. */
export function Testimonials({ items }: { items: Testimonial[] }) {
  if (items.length === 1)
    return (
      <div className="mx-auto max-w-3xl">
        <TestimonialCard testimonial={items[0]!} />
      </div>
    );
  const columns = items.length >= 3 ? 'md:grid-cols-2 lg:grid-cols-3' : 'mx-auto max-w-5xl md:grid-cols-2';
  return (
    <ul className={`grid gap-6 ${columns}`}>
      {items.map((testimonial) => (
        <li key={testimonial.author}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A page's reviews section (#reviews): its heading over the reviews the owner set to show there, or
 * nothing at all when there are none (no heading, no empty box): the site never shows a review the
 * owner has not entered.
 */
export function ReviewsSection({
  heading,
  items,
  tone,
}: {
  heading: SectionHeadingContent;
  items: Testimonial[];
  tone?: SectionTone;
}) {
  if (items.length === 0) return null;
  return (
    <Section id="reviews" tone={tone} heading={heading}>
      <Testimonials items={items} />
    </Section>
  );
}

import type { Testimonial } from '../../content/schemas/shapes';
import { Icon } from '../ui/Icon';
import { Section, type SectionHeadingContent, type SectionTone } from '../ui/Section';

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5 text-sun-400">
      <span className="sr-only">Rated {rating} out of 5 stars</span>
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

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="card flex h-full flex-col p-7">
      <Stars rating={testimonial.rating ?? 5} />
      <blockquote className="mt-4 flex-1 text-lg leading-8 text-ink-700">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <Avatar name={testimonial.author} />
        <span>
          <span className="block font-bold text-ink-900">{testimonial.author}</span>
          <span className="block text-sm text-ink-600">
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Customer reviews, 5 stars by default, with a text equivalent for the stars. */
export function Testimonials({ items }: { items: Testimonial[] }) {
  const columns = items.length >= 3 ? 'md:grid-cols-2 lg:grid-cols-3' : 'md:grid-cols-2';
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

/** The reviews section of a page that shows a single review: the card alone, in a narrower column. */
export function SingleReviewSection({
  content,
  tone,
}: {
  content: SectionHeadingContent & { item: Testimonial };
  tone?: SectionTone;
}) {
  return (
    <Section id="reviews" tone={tone} heading={content}>
      <div className="mx-auto max-w-3xl">
        <TestimonialCard testimonial={content.item} />
      </div>
    </Section>
  );
}

import { QuoteButton } from '../app/QuoteDialog';
import { slugify } from '../lib/slug';
import { Icon } from './Icon';
import { business, smsHref, telHref } from '../content/business';

/** The closing call to action of a page: heading, text, benefits and all three ways to reach us. */
export interface ContactActionsContent {
  title: string;
  description: string;
  benefits?: string[];
  /** Text of the quote dialog button; "Get a Free Quote" when absent. */
  quoteText?: string;
}

/**
 * A brand-coloured band that ends a page with every way to ask for a quote: the quote dialog, a
 * call and a text message, side by side so the visitor picks the one they like.
 */
export function ContactActions({ content }: { content: ContactActionsContent }) {
  const headingId = `cta-${slugify(content.title)}`;
  return (
    <section aria-labelledby={headingId} className="bg-brand-800 py-16 text-white md:py-20">
      <div className="container-page grid items-center gap-10 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <h2 id={headingId} className="font-display text-3xl font-bold md:text-4xl">{content.title}</h2>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-brand-100">{content.description}</p>
          {content.benefits && content.benefits.length > 0 && (
            <ul className="mt-6 grid gap-2 sm:grid-cols-2">
              {content.benefits.map((benefit) => (
                <li key={benefit} className="flex items-start gap-2">
                  <Icon name="check" className="mt-1 size-5 shrink-0 text-sun-400" />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="rounded-2xl bg-white/10 p-7 ring-1 ring-white/20">
          <p className="font-semibold text-brand-50">Free quote, your way:</p>
          <QuoteButton className="btn-primary mt-4 w-full">{content.quoteText ?? 'Get a Free Quote'}</QuoteButton>
          {/* Outlined, so the quote button stays the one obvious next step. */}
          <div className="mt-3 flex flex-wrap gap-3">
            <a href={telHref} className="btn-secondary grow text-white">
              <Icon name="phone" className="size-5" />
              Call {business.phone.display}
            </a>
            <a href={smsHref} className="btn-secondary grow text-white">
              <Icon name="message" className="size-5" />
              Text us
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}

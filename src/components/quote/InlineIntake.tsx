/**
 * The #contact-form slot beside a hero. From the md breakpoint up it shows the intake card with
 * the native quote form; below it, one large button that opens the quote dialog instead, so a
 * phone visitor is not faced with a long form before seeing the page. The switch is pure CSS, so
 * the prerender snapshot and the first client render agree at every width.
 */
import { QuoteButton } from './QuoteButton';
import { HeroQuoteCard } from './HeroQuoteCard';
import { QuoteForm } from './QuoteForm';
import type { InlineIntakeContent } from '../../content/schemas/shapes';

export function InlineIntake({ idPrefix, content }: { idPrefix: string; content: InlineIntakeContent }) {
  return (
    // The anchor wraps both variants, so a link to #contact-form lands on whichever one shows.
    <div id="contact-form" className="scroll-mt-28">
      <div className="hidden md:block">
        <HeroQuoteCard
          title={content.form.title}
          intro={content.form.intro}
          idPrefix={idPrefix}
          form={<QuoteForm formId={idPrefix} />}
        />
      </div>
      <div className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/25 backdrop-blur-sm md:hidden">
        <p className="font-display text-2xl font-bold text-white">{content.mobile.title}</p>
        <p className="mt-2 leading-7 text-brand-50">{content.mobile.text}</p>
        <QuoteButton className="btn-primary mt-5 min-h-14 w-full px-4 text-lg">{content.mobile.buttonText}</QuoteButton>
      </div>
    </div>
  );
}

import { quoteBandWords as words } from '../../content/formWords';
import { QuoteButton } from './QuoteButton';
import { ClosingBand } from '../sections/ClosingBand';
import { PhoneButtons } from '../ui/PhoneButtons';
import type { ContactActionsContent } from '../../content/schemas/shapes';

/**
 * A brand-coloured band that ends a page with every way to ask for a quote: the quote dialog, a
 * call and a text message, side by side so the visitor picks the one they like.
 */
export function ContactActions({ content }: { content: ContactActionsContent }) {
  const { quoteText, ...band } = content;
  return (
    <ClosingBand {...band}>
      <p className="font-semibold text-brand-50">{words.lead}</p>
      <QuoteButton className="btn-primary mt-4 w-full">{quoteText ?? words.button}</QuoteButton>
      {/* Outlined, so the quote button stays the one obvious next step. */}
      <PhoneButtons light outline fill className="mt-3" />
    </ClosingBand>
  );
}

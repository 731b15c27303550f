import { Link } from 'react-router-dom';
import { QuoteButton } from '../quote/QuoteButton';
import type { CallToAction } from '../../content/schemas/shapes';

/**
 * One call-to-action button, whatever it does: a quote action opens the quote dialog, a site path is
 * a client-side link, anything else (anchor, tel:, sms:, mailto:) is a plain link.
 */
export function ActionLink({ action, className }: { action: CallToAction; className: string }) {
  if ('quoteDialog' in action) return <QuoteButton className={className}>{action.text}</QuoteButton>;
  if (action.link.startsWith('/'))
    return (
      <Link to={action.link} className={className}>
        {action.text}
      </Link>
    );
  return (
    <a href={action.link} className={className}>
      {action.text}
    </a>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { QuoteButton } from '../app/QuoteDialog';

/**
 * One call-to-action, whatever its target: "quote-dialog" opens the quote dialog, a site path is a
 * client-side link, anything else (anchor, tel:, sms:, mailto:) is a plain link.
 */
export function CtaLink({ link, className, children }: { link: string; className: string; children: ReactNode }) {
  if (link === 'quote-dialog') return <QuoteButton className={className}>{children}</QuoteButton>;
  if (link.startsWith('/')) return <Link to={link} className={className}>{children}</Link>;
  return <a href={link} className={className}>{children}</a>;
}

/**
 * Floating contact buttons for phones: shown only below the 768 px breakpoint (pure CSS, so the
 * snapshot and the first client render agree), bottom right, 56 px round targets. html's
 * scroll-padding-bottom keeps focused content from sliding under it.
 */
import { Icon, type IconName } from '../components/Icon';
import { smsHref, telHref } from '../content/business';
import { openQuoteDialogFromClick, opensQuoteDialog, preloadQuoteDialogProps, useQuoteDialog } from './QuoteDialog';

const roundButton =
  'inline-flex size-14 items-center justify-center rounded-full shadow-lg ring-2 ring-white transition-transform hover:scale-105 motion-reduce:transition-none';

function BarLink({ href, label, icon, className }: { href: string; label: string; icon: IconName; className: string }) {
  return (
    <a href={href} aria-label={label} className={`${roundButton} ${className}`}>
      <Icon name={icon} className="size-6" />
    </a>
  );
}

export function MobileContactBar() {
  const { open } = useQuoteDialog();
  return (
    <aside
      aria-label="Quick contact"
      data-testid="mobile-contact-bar"
      className="fixed right-4 bottom-5 z-30 md:hidden"
    >
      <ul className="flex flex-col gap-3">
        <li>
          <button
            type="button"
            aria-label="Complete our form"
            aria-haspopup="dialog"
            {...opensQuoteDialog}
            {...preloadQuoteDialogProps}
            onClick={(event) => openQuoteDialogFromClick(event, open)}
            className={`${roundButton} bg-cedar-600 text-white`}
          >
            <Icon name="pencil-ruler" className="size-6" />
          </button>
        </li>
        <li>
          <BarLink href={smsHref} label="Text us" icon="smartphone" className="bg-white text-brand-700" />
        </li>
        <li>
          <BarLink href={telHref} label="Call us" icon="phone" className="bg-brand-700 text-white" />
        </li>
      </ul>
    </aside>
  );
}

/**
 * The contact row for phones: Call, Text and Quote, in words beside their icons, on a strip fixed
 * under the top bar, shown only below the 768 px breakpoint (pure CSS, so the snapshot and the first
 * client render agree; from md the bar itself shows the phone number and Get a Quote). It never
 * covers the page: <main> starts below it at those widths (Layout), as it starts below the bar, and
 * html's scroll-padding-top keeps a focused field or an anchor's target clear of both.
 */
import { Icon, type IconName } from '../components/ui/Icon';
import { shellLinks } from '../content/shellFacts';
import { shellWords } from '../content/shellWords';
import { QuoteButton } from '../components/quote/QuoteButton';

const item = 'inline-flex min-h-11 flex-1 items-center justify-center gap-2 font-semibold';

function BarLink({ href, label, icon, className }: { href: string; label: string; icon: IconName; className: string }) {
  return (
    <a href={href} className={`${item} ${className}`}>
      <Icon name={icon} className="size-5" />
      {label}
    </a>
  );
}

export function MobileContactBar() {
  return (
    <aside
      aria-label={shellWords.contactBar.name}
      data-testid="mobile-contact-bar"
      className="fixed inset-x-0 top-18 z-30 border-b border-ink-900/10 bg-white shadow-sm md:hidden"
    >
      <ul className="flex divide-x divide-ink-900/10">
        <li className="flex flex-1">
          <BarLink href={shellLinks.tel} label={shellWords.contactBar.call} icon="phone" className="text-brand-700" />
        </li>
        <li className="flex flex-1">
          <BarLink
            href={shellLinks.sms}
            label={shellWords.contactBar.text}
            icon="smartphone"
            className="text-brand-700"
          />
        </li>
        <li className="flex flex-1">
          <QuoteButton className={`${item} bg-cedar-600 text-white`}>
            <Icon name="pencil-ruler" className="size-5" />
            {shellWords.contactBar.quote}
          </QuoteButton>
        </li>
      </ul>
    </aside>
  );
}

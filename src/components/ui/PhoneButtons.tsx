import { useSyncExternalStore } from 'react';
import { business, smsHref, telHref } from '../../content/business';
import { isPrerendering } from '../../lib/environment';
import { longestStatusText, officeHoursText, officeStatus } from '../../lib/openNow';
import { Icon } from './Icon';
import { sectionWords } from '../../content/sectionWords';
import { shellWords } from '../../content/shellWords';

interface PhoneButtonsProps {
  /** On a dark background. */
  light?: boolean;
  /** The Call button outlined like Text us, so another button nearby stays the one obvious next step. */
  outline?: boolean;
  /** The Call button alone, without Text us. */
  callOnly?: boolean;
  /** The buttons share the row's width at every screen size (otherwise only on phones). */
  fill?: boolean;
  className?: string;
}

/** Asks React to read the office's status again every minute while the note is on screen. */
function everyMinute(changed: () => void) {
  const timer = setInterval(changed, 60_000);
  return () => clearInterval(timer);
}

const { officeHours: words } = shellWords;
const hoursText = officeHoursText(business.hours, words);

/**
 * Under the phone buttons: whether the office is open now ("Open now until 6 PM") or when it opens
 * ("Closed now. Opens Monday at 8 AM"). A page is a file, so the served HTML, and the render that
 * hydrates it, say the week's hours (true at any hour); the browser then says open or closed, on the
 * office's clock (src/lib/openNow.ts). The texts share one grid cell with invisible copies of the
 * longest of them, so the line keeps its height when the text changes: nothing below it moves.
 */
export function OfficeHoursNote({ light = false, className = '' }: { light?: boolean; className?: string }) {
  const text = useSyncExternalStore(
    everyMinute,
    // The crawl's snapshot is a client render: it must say the week's hours too.
    () => (isPrerendering() ? hoursText : officeStatus(business.hours, words, Date.now()).text),
    () => hoursText,
  );
  if (!hoursText) return null;
  return (
    <p className={`grid text-sm ${light ? 'text-brand-100' : 'text-ink-600'} ${className}`}>
      <span className="[grid-area:1/1]">{text}</span>
      <span aria-hidden="true" className="invisible [grid-area:1/1]">
        {hoursText}
      </span>
      <span aria-hidden="true" className="invisible [grid-area:1/1]">
        {longestStatusText(business.hours, words)}
      </span>
    </p>
  );
}

/** "Call" (tel: link showing the number) and "Text us" (sms: link) side by side, and whether the office is open now. */
export function PhoneButtons({
  light = false,
  outline = false,
  callOnly = false,
  fill = false,
  className = '',
}: PhoneButtonsProps) {
  const width = fill ? 'grow' : 'grow sm:grow-0';
  const outlined = `btn-secondary ${light ? 'text-white' : 'text-brand-800'}`;
  const solid = light ? 'btn-primary' : 'btn-brand';
  return (
    <div className={className}>
      <div className="flex flex-wrap gap-3">
        <a href={telHref} className={`${outline ? outlined : solid} ${width}`}>
          <Icon name="phone" className="size-5" />
          {sectionWords.phoneButtons.call}
        </a>
        {!callOnly && (
          <a href={smsHref} className={`${outlined} ${width}`}>
            <Icon name="message" className="size-5" />
            {sectionWords.phoneButtons.textUs}
          </a>
        )}
      </div>
      <OfficeHoursNote light={light} className="mt-2" />
    </div>
  );
}

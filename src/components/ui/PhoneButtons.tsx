import { business, smsHref, telHref } from '../../content/business';
import { Icon } from './Icon';

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

/** "Call" (tel: link showing the number) and "Text us" (sms: link) side by side. */
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
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <a href={telHref} className={`${outline ? outlined : solid} ${width}`}>
        <Icon name="phone" className="size-5" />
        Call {business.phone.display}
      </a>
      {!callOnly && (
        <a href={smsHref} className={`${outlined} ${width}`}>
          <Icon name="message" className="size-5" />
          Text us
        </a>
      )}
    </div>
  );
}

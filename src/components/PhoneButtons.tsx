import { business, smsHref, telHref } from '../content/business';
import { Icon } from './Icon';

/**
 * "Call" (tel: link showing the number) and "Text us" (sms: link) side by side. `light` is for dark
 * backgrounds.
 */
export function PhoneButtons({ light = false, className = '' }: { light?: boolean; className?: string }) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <a href={telHref} className={`${light ? 'btn-primary' : 'btn-brand'} grow sm:grow-0`}>
        <Icon name="phone" className="size-5" />
        Call {business.phone.display}
      </a>
      <a href={smsHref} className={`btn-secondary grow sm:grow-0 ${light ? 'text-white' : 'text-brand-800'}`}>
        <Icon name="message" className="size-5" />
        Text us
      </a>
    </div>
  );
}

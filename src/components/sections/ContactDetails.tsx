import type { ReactNode } from 'react';
import { business, mailHref, smsHref, telHref } from '../../content/business';
import type { ContactDetailsCopy } from '../../content/schemas/contact';
import { Icon, type IconName } from '../ui/Icon';
import { sectionWords } from '../../content/sectionWords';

function Card({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  // Icon beside the text on narrow screens (compact), above it in the four-across row.
  return (
    <li className="card flex gap-4 p-6 lg:flex-col lg:gap-4 lg:p-5">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
        <Icon name={icon} className="size-6" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="text-sm font-semibold tracking-widest text-cedar-600 uppercase">{title}</h3>
        {children}
      </div>
    </li>
  );
}

const valueLink =
  'inline-flex min-h-11 items-center font-bold text-ink-900 underline decoration-brand-200 decoration-2 underline-offset-4 hover:decoration-brand-700';

/** Phone, e-mail, office address and opening hours as four cards, all from business.ts. */
export function ContactDetails({ copy }: { copy: ContactDetailsCopy }) {
  const { address } = business;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      <Card icon="phone" title={copy.phone.title}>
        <a href={telHref} className={`${valueLink} text-xl whitespace-nowrap`}>
          {business.phone.display}
        </a>
        <p className="mt-1 text-sm leading-6 text-ink-600">{copy.phone.note}</p>
        <a
          href={smsHref}
          className="mt-1 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
        >
          <Icon name="message" className="size-5" />
          {sectionWords.phoneButtons.textUs}
        </a>
      </Card>
      <Card icon="mail" title={copy.email.title}>
        <a href={mailHref} className={`${valueLink} tracking-tight break-words`}>
          {/* Long addresses wrap after the @, never mid-word. */}
          {business.email.split('@')[0]}@<wbr />
          {business.email.split('@')[1]}
        </a>
        <p className="mt-1 text-sm leading-6 text-ink-600">{copy.email.note}</p>
      </Card>
      <Card icon="map-pin" title={copy.office.title}>
        <address className="mt-2 leading-7 text-ink-900 not-italic">
          <span className="font-bold">{business.name}</span>
          <br />
          {address.street}
          <br />
          {address.city}, {address.region} {address.postalCode}
        </address>
        <p className="mt-2 text-sm leading-6 text-ink-600">{copy.office.note}</p>
      </Card>
      <Card icon="clock" title={copy.hours.title}>
        <dl className="mt-2 space-y-2">
          {business.hours.map((row) => (
            <div key={row.label}>
              <dt className="text-sm text-ink-600">{row.label}</dt>
              <dd className={`font-bold ${row.opens ? 'text-ink-900' : 'text-cedar-700'}`}>{row.display}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm leading-6 text-ink-600">{copy.hours.note}</p>
      </Card>
    </ul>
  );
}

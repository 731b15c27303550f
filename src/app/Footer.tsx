import { Link } from 'react-router-dom';
import { Icon } from '../components/ui/Icon';
import { Logo } from '../components/ui/Logo';
import { TrustFacts } from '../components/sections/TrustFacts';
import { shellBusiness as business, shellLinks, shellProfiles, shellTrustFacts } from '../content/shellFacts';
import { shellWords } from '../content/shellWords';
import { footerQuickLinks, footerServiceLinks, legalLinks, type NavigationLink } from '../content/navigation';
import { useClientValue } from '../components/ui/useClientValue';

/** The build year in the snapshot and first render (hydration must match), the visitor's year after. */
function useCurrentYear(): number {
  return useClientValue(() => new Date().getFullYear(), __BUILD_YEAR__);
}

function FooterHeading({ children }: { children: string }) {
  return <h2 className="mb-4 text-sm font-bold tracking-widest text-sun-400 uppercase">{children}</h2>;
}

const footerLink = 'inline-flex min-h-6 items-center text-brand-100 hover:text-white hover:underline';

/** One column of footer links under its heading. */
function FooterLinks({ title, links }: { title: string; links: NavigationLink[] }) {
  return (
    <div>
      <FooterHeading>{title}</FooterHeading>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={footerLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The owner's words of the footer. Its two own values ({profile}, {year}) are filled by a plain
 * replace rather than ./ownValues.ts's fillOwn: the footer is in every page's start-up script, and
 * each field has one value, written once.
 */
const words = shellWords.footer;

export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo size="large" className="rounded-lg bg-white px-3 py-1" />
          <p className="sr-only">{business.name}</p>
          <p className="mt-5 leading-7">{business.tagline}</p>
          <p className="mt-3 text-sm">{words.about}</p>
          {/* Only the credentials the operator has set (business.ts); none set, nothing here. */}
          {__HAS_TRUST_FACTS__ && shellTrustFacts.length > 0 && (
            <div className="mt-4 text-sm">
              <TrustFacts facts={shellTrustFacts} light />
            </div>
          )}
          {shellProfiles.length > 0 && (
            <ul className="mt-5 flex gap-3" aria-label={words.socialName}>
              {shellProfiles.map((profile) => (
                <li key={profile.name}>
                  <a
                    href={profile.href}
                    aria-label={words.socialProfile.replace('{profile}', profile.name)}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <Icon name={profile.icon} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <FooterLinks title={words.quickLinks} links={footerQuickLinks} />
        <FooterLinks title={words.services} links={footerServiceLinks} />
        <div>
          <FooterHeading>{words.contact}</FooterHeading>
          <address className="space-y-3 not-italic">
            <p>
              <a href={shellLinks.tel} className={`${footerLink} gap-2 font-semibold text-white`}>
                <Icon name="phone" className="size-4" />
                {business.phone}
              </a>
            </p>
            <p>
              <a href={shellLinks.mail} className={`${footerLink} gap-2 break-all`}>
                <Icon name="mail" className="size-4 shrink-0" />
                {business.email}
              </a>
            </p>
            <p className="flex gap-2">
              <Icon name="map-pin" className="mt-1 size-4 shrink-0" />
              <span>{business.addressOneLine}</span>
            </p>
          </address>
          <ul className="mt-4 space-y-1 text-sm">
            {business.hours.map((h) => (
              <li key={h.label}>
                <span className="font-semibold text-white">{h.label}:</span> {h.display}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{words.copyright.replace('{year}', String(year))}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
            {/* The web designer's credit, only when the owner's business file names one. */}
            {business.designerCredit && (
              <li>
                {words.websiteBy}{' '}
                <a href={business.designerCredit.href} className={`${footerLink} underline`} rel="noopener">
                  {business.designerCredit.name}
                </a>
              </li>
            )}
          </ul>
        </div>
      </div>
    </footer>
  );
}

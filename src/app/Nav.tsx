/**
 * Fixed top navigation. Dark green at the top of the page; once scrolled past 10 px it takes a
 * white, blurred background. On the fence sales landing page it shows only the
 * logo and the phone link, so nothing leads visitors away from the quote form.
 *
 * Widths (CSS breakpoints only, so the snapshot and the first client render agree at every size):
 * - from xl (1280 px): every link in a row, then the phone number and Get a Quote. The row needs
 *   about 1100 px; below xl it would wrap or push Get a Quote off screen.
 * - md to xl: logo, phone number, Get a Quote and the menu button, which opens the links.
 * - below md: logo and menu button; the floating contact bar offers the form, text and call.
 *
 * The mobile menu is an HTML popover opened by its button's popovertarget: the browser opens and
 * closes it (tap, Escape, a tap outside) before and without script, and announces the button's
 * expanded state itself. Script only closes it when a link is chosen or the page changes.
 */
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Icon } from '../components/ui/Icon';
import { Logo } from '../components/ui/Logo';
import { shellBusiness, shellLinks } from '../content/shellFacts';
import { shellWords } from '../content/shellWords';
import { homeLink, primaryLinks, servicesMenuLinks } from '../content/navigation';
import { QuoteButton } from '../components/quote/QuoteButton';
import { ServicesMenu } from './ServicesMenu';
import { useScrolled } from './useScrolled';

/**
 * The phone link. `compact` (the minimal header, where it shares the bar with the logo alone) shows
 * "Call us" instead of the number below the xs breakpoint: logo and number side by side need about
 * 424 px. Its accessible name is "Call us at" and the number at every width (the words are the
 * owner's, content/site-words.json).
 */
function PhoneLink({ light, compact = false }: { light: boolean; compact?: boolean }) {
  return (
    <a
      href={shellLinks.tel}
      className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md px-2 font-semibold whitespace-nowrap ${light ? 'text-brand-700' : 'text-white'}`}
    >
      <Icon name="phone" className="size-5" />
      <span>
        <span className={compact ? 'xs:sr-only' : 'sr-only'}>{shellWords.callUs}</span>
        <span className="sr-only">{` ${shellWords.callUsAt} `}</span>
        <span className={compact ? 'max-xs:sr-only' : ''}>{shellBusiness.phone}</span>
      </span>
    </a>
  );
}

export function Nav({ minimal }: { minimal: boolean }) {
  const scrolled = useScrolled();
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const mobileMenuId = 'mobile-menu';
  const { pathname } = useLocation();
  const light = scrolled;
  const closeMenu = () => {
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  };

  // Any navigation (links, back and forward) closes the mobile menu; hydration does not (a tap may
  // have opened it before script ran).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenu();
  }, [pathname]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 items-center rounded-md px-3 font-semibold ${
      light ? 'text-ink-900 hover:text-brand-700' : 'text-white hover:text-sun-400'
    } ${isActive ? 'underline decoration-2 underline-offset-8' : ''}`;

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 motion-reduce:transition-none ${
        scrolled ? 'bg-white/85 shadow-md backdrop-blur-md' : 'bg-brand-800'
      }`}
    >
      <nav aria-label={shellWords.mainMenu} className="container-page flex h-18 items-center justify-between gap-4">
        {/* The minimal header narrows the logo below xs so "Call us" still fits beside it at 320 px. */}
        <Logo
          size="small"
          className={`${light ? '' : 'rounded-lg bg-white px-2 py-0.5'} ${minimal ? 'max-xs:w-40' : ''}`}
        />
        {minimal ? (
          <PhoneLink light={light} compact />
        ) : (
          <>
            <ul className="hidden items-center gap-1 xl:flex">
              <li>
                <NavLink to={homeLink.to} end className={linkClass}>
                  {homeLink.label}
                </NavLink>
              </li>
              <li>
                <ServicesMenu light={light} />
              </li>
              {primaryLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={linkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            {/* ml-auto below xl: with the links hidden, this pair sits beside the menu button, not mid-bar. */}
            <div className="ml-auto hidden items-center gap-3 md:flex xl:ml-0">
              <PhoneLink light={light} />
              <QuoteButton className="btn-primary" />
            </div>
            {/* Its name stays "Menu"; the browser announces it expanded or collapsed. The icon follows the menu's state in CSS. */}
            <button
              ref={menuButton}
              type="button"
              popoverTarget={mobileMenuId}
              aria-controls={mobileMenuId}
              className={`inline-flex size-11 shrink-0 items-center justify-center rounded-md xl:hidden ${light ? 'text-ink-900' : 'text-white'}`}
            >
              <Icon name="menu" className="size-7 menu-open:hidden" />
              <Icon name="close" className="hidden size-7 menu-open:block" />
              <span className="sr-only">{shellWords.menu}</span>
            </button>
          </>
        )}
      </nav>
      {!minimal && (
        <div
          ref={menu}
          id={mobileMenuId}
          popover="auto"
          // Phones: a full-width sheet under the bar. Tablets and small laptops: a card under the menu
          // button, lined up with the page's right edge, rather than a wide strip with one short column
          // at the left. (A popover is drawn in the top layer, placed from the viewport like the bar.)
          className="inset-x-0 top-18 bottom-auto m-0 max-h-[calc(100dvh-4.5rem)] w-full overflow-y-auto border-0 border-t border-ink-900/10 bg-white p-0 text-ink-900 shadow-lg md:right-6 md:left-auto md:w-80 md:rounded-b-2xl md:border-x md:border-b lg:right-8 xl:hidden"
        >
          <ul className="container-page flex flex-col py-3" aria-label={shellWords.menu}>
            <MobileItem to={homeLink.to} label={homeLink.label} onChoose={closeMenu} />
            <li className="px-3 pt-3 pb-1 text-xs font-bold tracking-widest text-ink-600 uppercase" aria-hidden="true">
              {shellWords.services}
            </li>
            {servicesMenuLinks.map((service) => (
              <MobileItem key={service.to} to={service.to} label={service.label} indent onChoose={closeMenu} />
            ))}
            {primaryLinks.map((link) => (
              <MobileItem key={link.to} to={link.to} label={link.label} onChoose={closeMenu} />
            ))}
            {/* From md the bar itself shows the phone number and Get a Quote. */}
            <li className="mt-3 flex flex-wrap items-center gap-3 border-t border-ink-900/10 px-3 pt-4 md:hidden">
              <PhoneLink light />
              <QuoteButton className="btn-primary" onOpen={closeMenu} returnFocusTo={menuButton} />
            </li>
          </ul>
        </div>
      )}
    </header>
  );
}

function MobileItem({
  to,
  label,
  indent = false,
  onChoose,
}: {
  to: string;
  label: string;
  indent?: boolean;
  onChoose: () => void;
}) {
  return (
    <li>
      <NavLink
        to={to}
        end={to === '/'}
        onClick={onChoose}
        className={({ isActive }) =>
          `flex min-h-11 items-center rounded-md px-3 font-semibold text-ink-900 hover:bg-brand-50 ${indent ? 'pl-6 font-medium' : ''} ${isActive ? 'text-brand-700' : ''}`
        }
      >
        {label}
      </NavLink>
    </li>
  );
}

/**
 * The site's Link and NavLink (what the page's script uses in place of React Router's): the anchor
 * they render, and which navigation link marks the page on screen.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'node-html-parser';
import { MemoryRouter } from 'react-router-dom';
import { isActivePath, Link, NavLink } from './siteLinks';

const at = (pathname: string, element: React.ReactElement) =>
  parse(renderToStaticMarkup(<MemoryRouter initialEntries={[pathname]}>{element}</MemoryRouter>)).querySelector('a')!;

test('a Link is an anchor to its path, with its attributes and content', () => {
  const anchor = parse(
    renderToStaticMarkup(
      <Link to="/contact#quote-form" className="btn" aria-label="Contact us">
        Contact
      </Link>,
    ),
  ).querySelector('a')!;
  expect(anchor.getAttribute('href')).toBe('/contact#quote-form');
  expect(anchor.getAttribute('class')).toBe('btn');
  expect(anchor.getAttribute('aria-label')).toBe('Contact us');
  expect(anchor.text).toBe('Contact');
});

test.each([
  ['/services/fences', '/services/fences', false, true],
  ['/services/fences/', '/services/fences', false, true],
  ['/Services/Fences', '/services/fences', false, true],
  ['/services/fences/sales', '/services/fences', false, true],
  ['/services/fences/sales', '/services/fences', true, false],
  ['/services/fencesx', '/services/fences', false, false],
  ['/about', '/', false, false],
  ['/', '/', true, true],
  ['/contact', '/contact#quote-form', false, true],
])('on %s, a link to %s (end: %s) is active: %s', (current, to, end, active) => {
  expect(isActivePath(current, to, end)).toBe(active);
});

test('the NavLink of the page on screen says so: aria-current="page" and its state for the class name', () => {
  const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'current' : 'other');
  const here = at(
    '/gallery',
    <NavLink to="/gallery" className={linkClass}>
      Gallery
    </NavLink>,
  );
  expect(here.getAttribute('aria-current')).toBe('page');
  expect(here.getAttribute('class')).toBe('current');
  const elsewhere = at(
    '/about',
    <NavLink to="/gallery" className={linkClass}>
      Gallery
    </NavLink>,
  );
  expect(elsewhere.getAttribute('aria-current')).toBeUndefined();
  expect(elsewhere.getAttribute('class')).toBe('other');
});

test('a NavLink with a class name as text gains "active" where it is active, as React Router\'s does', () => {
  expect(
    at(
      '/',
      <NavLink to="/" end className="link">
        Home
      </NavLink>,
    ).getAttribute('class'),
  ).toBe('link active');
  expect(
    at(
      '/about',
      <NavLink to="/" end className="link">
        Home
      </NavLink>,
    ).getAttribute('class'),
  ).toBe('link');
});

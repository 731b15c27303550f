/**
 * What the page's script gets for `react-router-dom` (webpack.config.ts aliases it here): React
 * Router, with the site's own Link and NavLink (src/app/siteLinks.tsx) in place of its own. Its Link
 * and NavLink reach its prefetching, route discovery and view transitions, which kept about 3 KB
 * gzipped of its data router in every page's start-up; the site's declarative router uses none of
 * that. Node and jest, which webpack does not build, import React Router's own.
 */
export * from 'react-router';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './siteLinks';

import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Seo } from '../components/seo/Seo';
import { signalReady } from '../lib/environment';
import { shellWords } from '../content/shellWords';

/** Any path that is not in the page registry. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The missing path is logged to the browser console (a warning: it is not an app error).
    console.warn(`404: no page at ${pathname}`);
    signalReady();
  }, [pathname]);

  return (
    <>
      <Seo entry={null} />
      <section className="bg-brand-800 pt-32 pb-24 text-white md:pt-40">
        <div className="container-page text-center">
          <h1 className="font-display text-7xl font-bold md:text-8xl">404</h1>
          <p className="mt-4 text-2xl font-semibold">{shellWords.notFound.title}</p>
          <p className="mx-auto mt-4 max-w-xl text-brand-100">{shellWords.notFound.text}</p>
          <Link to="/" className="btn-primary mt-8">
            {shellWords.notFound.homeLink}
          </Link>
        </div>
      </section>
    </>
  );
}

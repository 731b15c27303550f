/**
 * The app: the shared Layout around the manifest page of the current path, or the 404 page.
 * Routing is a lookup in the manifest (src/routes.ts); src/app/router.tsx follows the history.
 */
import { StrictMode } from 'react';
import { Layout } from './Layout';

export function App() {
  return (
    <StrictMode>
      <Layout />
    </StrictMode>
  );
}

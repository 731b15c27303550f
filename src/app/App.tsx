/**
 * The app: one <Route> per manifest entry under the shared Layout, and a catch-all 404. React
 * Router's declarative mode keeps the initial JavaScript small (the data router would add ~17 KB
 * gzipped for loaders and actions this static site does not use).
 */
import { StrictMode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { routes } from '../routes';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { RoutePage } from './RoutePage';

export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route element={<Layout />}>
            {routes.map((entry) => (
              <Route key={entry.path} path={entry.path} element={<RoutePage entry={entry} />} />
            ))}
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </StrictMode>
  );
}

/** The app: React Router around the shared layout, which renders the registry page of the URL. */
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Layout } from './Layout';

export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <Layout />
      </BrowserRouter>
    </StrictMode>
  );
}

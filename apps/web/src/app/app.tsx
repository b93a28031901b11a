import { useLocation } from 'react-router';

import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';
import { useScrollMemory } from './scroll-memory';

/** The whole site inside the router: providers, then the pages of the route table. */
export function App() {
  const location = useLocation();
  useScrollMemory(location);
  return (
    <AppProviders>
      <AppRoutes location={location} />
    </AppProviders>
  );
}

import { createContext, useContext } from 'react';

import type { RouteEntry } from './routes';

/** The route-table entry of the page being shown, provided by app-routes.tsx. */
export const CurrentRouteContext = createContext<RouteEntry | undefined>(undefined);

export function useCurrentRoute(): RouteEntry | undefined {
  return useContext(CurrentRouteContext);
}

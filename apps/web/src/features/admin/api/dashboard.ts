import { useQuery } from '@tanstack/react-query';

import { adminBetEndpoints } from '@site/contracts/endpoints/admin-bets';

import { endpointQuery } from '../../../lib/call';

/** How often the open dashboard asks again: a queue that fills shows within this. */
export const DASHBOARD_REFRESH_MS = 10_000;

export const dashboardQuery = endpointQuery(adminBetEndpoints.dashboard, {}, { refetchInterval: DASHBOARD_REFRESH_MS });

export const useDashboard = () => useQuery(dashboardQuery);

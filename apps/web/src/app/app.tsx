import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { reloadIfUpdatePending } from '../lib/pwa/pending-update';
import { AuthDialogHost } from '../features/auth/components/auth-dialog-host';
import { AppRoutes } from './app-routes';
import { useAfterLogin } from './guards/after-login';
import { askMaintenanceAtStart, useApprovedLocation } from './guards/navigation-guard';
import { LoadingBar } from './loading-bar';
import { PageLoading } from './page-loading';
import { useScrollMemory } from './scroll-memory';
import { installSessionEndHandling } from './session-end';
import { userInfoGroups } from './site-map';

/** The site inside the router: the pages of the approved location, and the session's rules. */
export function App() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Installed during the first render so the very first calls already carry the token; the guards' first
  // question is asked then too, not once the whole shell has rendered (docs/decisions/047).
  useState(() => {
    installSessionEndHandling(queryClient, navigate);
    askMaintenanceAtStart(queryClient);
  });
  const approved = useApprovedLocation();
  const afterLogin = useAfterLogin();
  return (
    <>
      <LoadingBar />
      {approved ? <ApprovedPages location={approved} /> : <PageLoading />}
      <AuthDialogHost afterLogin={afterLogin} memberMenu={userInfoGroups} />
    </>
  );
}

function ApprovedPages({ location }: { location: NonNullable<ReturnType<typeof useApprovedLocation>> }) {
  useScrollMemory(location);
  // A new build found while the member was busy loads as they move to another page (docs/decisions/040).
  useEffect(reloadIfUpdatePending, [location.pathname]);
  return <AppRoutes location={location} />;
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect } from 'react';

import { useCurrentUser, useIsLoggedIn } from '../../auth/api/session';
import { sessionSummaryKey, sessionSummaryQuery } from '../api/reality-check';
import {
  acknowledgeReminder,
  anchorSession,
  forgetSession,
  showReminder,
  useRealityCheck,
} from '../reality-check-store';
import { realityCheckStep, sessionOrigin } from '../rules/reality-check-timer';

// Loaded the first time a reminder opens: most pages never show one.
const RealityCheckDialog = lazy(() => import('../components/reality-check-dialog'));

/**
 * At the session limit the page asks the server, which ends the session there and answers 556 with the
 * limit named (the site's one session handler logs out and says so). Should the server still count a
 * moment short, the page asks again this much later.
 */
const LIMIT_RECHECK_MS = 5_000;

/**
 * Rendered once in the main layout (issue 33, docs/decisions/066): while a member is signed in, the
 * reality check's reminder at each interval since the session began, and the session limit's logout.
 */
export function RealityCheckHost() {
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (loggedIn) return;
    // Logged out: the next login is a new session, timed from its own answer.
    forgetSession();
    queryClient.removeQueries({ queryKey: sessionSummaryKey });
  }, [loggedIn, queryClient]);
  if (!user) return null;
  return <RealityCheckClock memberId={user.id} />;
}

function RealityCheckClock({ memberId }: { memberId: number }) {
  const { data, refetch } = useQuery(sessionSummaryQuery(memberId));
  const origin = useRealityCheck((state) => state.origin);
  const acknowledgedMs = useRealityCheck((state) => state.acknowledgedMs);
  const shownAtMs = useRealityCheck((state) => state.shownAtMs);
  const showing = shownAtMs !== null;
  const realityCheckMinutes = data?.realityCheckMinutes ?? null;
  const sessionMinutes = data?.sessionMinutes ?? null;

  useEffect(() => {
    if (data) anchorSession(data.startedAt, sessionOrigin(data, performance.now()));
  }, [data]);

  useEffect(() => {
    if (origin === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      const elapsedMs = performance.now() - origin;
      const step = realityCheckStep(elapsedMs, { realityCheckMinutes, sessionMinutes }, acknowledgedMs);
      if (step.limitReached) {
        void refetch();
        timer = setTimeout(look, LIMIT_RECHECK_MS);
        return;
      }
      if (step.reminderDue && !showing) showReminder(elapsedMs);
      if (step.wakeInMs !== null) timer = setTimeout(look, step.wakeInMs);
    };
    look();
    return () => clearTimeout(timer);
  }, [origin, realityCheckMinutes, sessionMinutes, acknowledgedMs, showing, refetch]);

  if (shownAtMs === null || origin === null) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog
        memberId={memberId}
        elapsedMs={shownAtMs}
        onContinue={() => acknowledgeReminder(performance.now() - origin)}
      />
    </Suspense>
  );
}

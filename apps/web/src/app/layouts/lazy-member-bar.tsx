import { Suspense, lazy } from 'react';

import type { User } from '@site/contracts/api/member';

// A guest's first page does not carry the member's top bar; it loads with the first login.
const MemberBar = lazy(() => import('./member-bar').then((m) => ({ default: m.MemberBar })));
const MobileMemberStrip = lazy(() => import('./member-bar').then((m) => ({ default: m.MobileMemberStrip })));

export function LazyMemberBar({ user }: { user: User }) {
  return (
    <Suspense fallback={null}>
      <MemberBar user={user} />
    </Suspense>
  );
}

export function LazyMobileMemberStrip({ user }: { user: User }) {
  return (
    <Suspense fallback={null}>
      <MobileMemberStrip user={user} />
    </Suspense>
  );
}

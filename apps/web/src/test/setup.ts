import { configure } from '@testing-library/react';

// How long a findBy… or waitFor keeps looking before the test fails. A page of MUI rendered in jsdom
// on a busy two-core machine (CI beside other work) can take longer than the library's one second to
// show what it will show; like testTimeout, a limit for hangs, not a measure of speed.
configure({ asyncUtilTimeout: 5_000 });

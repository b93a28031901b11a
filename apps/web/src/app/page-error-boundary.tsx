import { Component, type ErrorInfo, type ReactNode } from 'react';

import { isChunkLoadError, reloadForChunkError } from '../lib/chunk-reload';
import { ErrorPage } from './error-page';
import { UpdateNeeded } from './update-needed';
import { ko } from '../i18n/ko';

interface State {
  error: unknown;
}

/**
 * Catches what a page throws while rendering or loading: a page part that failed to load reloads the
 * page (at most once a minute, SPEC.md §4); anything else shows the error page inside the layout.
 * Keyed by path where it is used, so leaving the page clears the error.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    console.error('page failed', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    // Reloading already, or the guard held the reload back: either way say so and offer it.
    if (isChunkLoadError(this.state.error)) return <UpdateNeeded />;
    return <ErrorPage statusCode={500} message={ko.errorPage.otherMessage} />;
  }
}

/** The build of the code running in this page, and the one the server hands out now (docs/decisions/040). */
import { BUILD_INFO_PATH, BUILD_META_NAME, type BuildInfo } from '@site/contracts/app-shell';

/** How long a question to the server about its build may take before it counts as unanswered. */
const ASK_TIMEOUT_MS = 5_000;

/** This page's own build, written into index.html by the build; null in the dev server. */
export function ownBuildId(): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META_NAME}"]`)?.content || null;
}

/** The build the server hands out now, or null when it could not say (down mid-deploy, offline). */
export async function servedBuildId(): Promise<string | null> {
  try {
    const response = await fetch(BUILD_INFO_PATH, { cache: 'no-store', signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
    if (!response.ok) return null;
    const info = (await response.json()) as Partial<BuildInfo>;
    return typeof info.id === 'string' && info.id !== '' ? info.id : null;
  } catch {
    return null;
  }
}

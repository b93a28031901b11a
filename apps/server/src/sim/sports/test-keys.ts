import { feedKeysOf, type FeedKeys } from './feed-keys';

/**
 * The tests' fixed installation secret: a test's feed and its app's tracker draw the same matches, and
 * a test reads the same fixtures on every run. A long random-looking text, like a real one; a real
 * installation makes its own (feed-keys.ts sportsFeedKeys) and never uses this.
 */
export const TEST_FEED_SECRET = '5f0d1c7a9e3b4a26c8d1f07b3e9a5c6d2b8e4f1a7c3d9b0e6f2a8c4d1e7b3f95';

export const testFeedKeys: FeedKeys = feedKeysOf(TEST_FEED_SECRET);

/** Keys of another installation, for the tests that compare two. */
export const otherFeedKeys = (secret: string): FeedKeys => feedKeysOf(secret);

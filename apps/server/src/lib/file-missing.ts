/** Whether a file-system call failed because the file is not there (as opposed to unreadable). */
export function isFileMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

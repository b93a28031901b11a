/**
 * What a first-time visitor's browser gives the build-time render that Node lacks: empty Web Storage
 * (the stores and the viewport switch read it as they render) and the page's address (window.location,
 * which a few components read beside the router). Imported before anything else in render-frame.tsx,
 * so the storage exists when the stores' modules are evaluated.
 */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

Object.assign(globalThis, { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });

/** The address being rendered, as `location` (only what components read from it: a URL's fields). */
export function visitAt(path: string): void {
  Object.assign(globalThis, { location: new URL(path, 'http://localhost') });
}

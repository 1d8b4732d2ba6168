export type StorageArea = 'local' | 'session';

/**
 * localStorage and sessionStorage that never throw. When the browser blocks storage
 * (private mode, disabled cookies, sandboxed frames) values live in memory for the page.
 */
export const StorageService = Symbol('StorageService');
export interface StorageService {
    getItem(area: StorageArea, key: string): string | undefined;
    setItem(area: StorageArea, key: string, value: string): void;
    removeItem(area: StorageArea, key: string): void;
    /** Whether the area is backed by the browser's storage rather than by memory. */
    isPersistent(area: StorageArea): boolean;
}

/**
 * The page's window. Services and triggers reach the DOM only through this binding,
 * so unit tests can hand them a jsdom window or a fake.
 */
export const BrowserWindow = Symbol('BrowserWindow');
export type BrowserWindow = Window &
    typeof globalThis & {
        /** The page-facing API (`runtime/public-api.ts`); page code may create it first, to register monitors. */
        _satellite?: { [member: string]: unknown };
        /** Set by the first copy of the container on the page; a second copy then stands down. */
        __satelliteLoaded?: boolean;
    };

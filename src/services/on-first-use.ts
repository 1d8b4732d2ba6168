/**
 * A part of the bundle built the first time it is asked for, if ever: its holder calls it where
 * the part is needed, not when the holder itself is built. It serves a service most pages never
 * need (the page's navigation), and a service whose own dependencies need it (the logger, whose
 * storage holds the debug flag it reads): a factory bound with `bindOnFirstUse`
 * (runtime/bindings.ts), which asks the container for the singleton. The lazy files are another
 * thing: a class of one (LazyProvider, lazy-features.ts) comes in a file fetched when it is due.
 */
export type OnFirstUse<T> = () => T;

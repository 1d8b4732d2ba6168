/**
 * What the page's instrumentation saw of one script's trips to the browser: `document.cookie`
 * read and written, and localStorage / sessionStorage opened and used.
 */
export interface PageAccesses {
    readonly cookieReads: number;
    readonly cookieWrites: number;
    /** Every localStorage or sessionStorage access: opening the area, getItem, setItem, removeItem, key, clear, length. */
    readonly storage: number;
    /** The storage accesses made before the page view's beacon left (undefined: none left yet). */
    readonly storageBeforePageView: number;
    /** Each access with its kind, its page time and the caller's position (`url:line:column`), for a failure's message. */
    readonly log: readonly PageAccess[];
    /** Turns in which the script read `document.cookie` more than once. */
    readonly rereadTurns: number;
    /** Cookies the script wrote more than once in one turn, as `name (turn n)`. */
    readonly rewrites: readonly string[];
}

/** One access: its kind, the cookie a write names, the turn and page time it came in, and the script's frames on the stack. */
export interface PageAccess {
    readonly kind: string;
    readonly name?: string;
    readonly turn: number;
    readonly at: number;
    readonly caller: string;
    readonly stack: readonly string[];
}

/**
 * An init script (run before any of the page's own) that wraps `Document.prototype`'s cookie
 * accessor and `Storage.prototype`'s methods, and the window's `localStorage` and
 * `sessionStorage` getters, counting the calls whose stack holds a frame of a script whose URL
 * matches `source`: that script's own accesses, whoever else touches the same cookies.
 */
export function accessCounterScript(source: string): string {
    return `(function () {
  var pattern = new RegExp(${JSON.stringify(source)});
  var log = window.__pageAccesses = [];
  // The script's frames on the stack, innermost first: none when the access is not the script's.
  function callers() {
    var limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 80;
    var stack = String(new Error().stack || '');
    Error.stackTraceLimit = limit;
    return stack.split('\\n').map(function (line) { return (/(https?:\\/\\/[^\\s)]+)/.exec(line) || [])[1]; })
      .filter(function (url) { return url && pattern.test(url); });
  }
  // A turn: the script's run until the next microtask checkpoint (a task's callback), as the
  // container's cookie service keeps it: what is read or written in one turn is one task's.
  var turn = 0, marked = false;
  function currentTurn() {
    if (!marked) { marked = true; turn++; queueMicrotask(function () { marked = false; }); }
    return turn;
  }
  function count(kind, name) {
    var frames = callers();
    if (frames.length) { log.push({ kind: kind, name: name, turn: currentTurn(), at: performance.now(), caller: frames[0], stack: frames }); }
  }
  // The wrappers read as the browser's own functions, as the originals do: code that tells a
  // native accessor from a page's (the container's cookie-write check) sees no difference.
  var originals = new WeakMap();
  var toText = Function.prototype.toString;
  Function.prototype.toString = function () { return toText.call(originals.get(this) || this); };
  originals.set(Function.prototype.toString, toText);
  function wrap(original, wrapper) { originals.set(wrapper, original); return wrapper; }
  var cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  Object.defineProperty(Document.prototype, 'cookie', {
    configurable: true, enumerable: cookie.enumerable,
    get: wrap(cookie.get, function () { count('cookie read'); return cookie.get.call(this); }),
    set: wrap(cookie.set, function (value) { count('cookie write', String(value).split('=')[0].trim()); cookie.set.call(this, value); })
  });
  ['getItem', 'setItem', 'removeItem', 'key', 'clear'].forEach(function (name) {
    var original = Storage.prototype[name];
    Storage.prototype[name] = wrap(original, function () { count('storage ' + name); return original.apply(this, arguments); });
  });
  var length = Object.getOwnPropertyDescriptor(Storage.prototype, 'length');
  Object.defineProperty(Storage.prototype, 'length', {
    configurable: true, enumerable: length.enumerable,
    get: wrap(length.get, function () { count('storage length'); return length.get.call(this); })
  });
  ['localStorage', 'sessionStorage'].forEach(function (name) {
    var area = Object.getOwnPropertyDescriptor(window, name) || Object.getOwnPropertyDescriptor(Window.prototype, name);
    if (area && area.get) {
      Object.defineProperty(window, name, { configurable: true, enumerable: area.enumerable,
        get: wrap(area.get, function () { count('storage open ' + name); return area.get.call(this); }) });
    }
  });
})();`;
}

/** Reads what the counter saw on the page, split at the page view's beacon. */
export function readAccesses(): PageAccesses {
    const log = (window as unknown as { __pageAccesses?: PageAccesses['log'] }).__pageAccesses ?? [];
    const perTurn = (entries: readonly PageAccess[], key: (entry: PageAccess) => string) => {
        const counts = new Map<string, number>();
        entries.forEach(entry => counts.set(key(entry), (counts.get(key(entry)) ?? 0) + 1));
        return [...counts].filter(([, count]) => count > 1).map(([name]) => name);
    };
    const pageView = performance
        .getEntriesByType('resource')
        .find(entry => entry.name.includes('/b/ss/') && !entry.name.includes('pe=lnk_'));
    const storage = log.filter(entry => entry.kind.startsWith('storage'));
    return {
        cookieReads: log.filter(entry => entry.kind === 'cookie read').length,
        cookieWrites: log.filter(entry => entry.kind === 'cookie write').length,
        storage: storage.length,
        storageBeforePageView: pageView ? storage.filter(entry => entry.at < pageView.startTime).length : storage.length,
        log: log.slice(),
        rereadTurns: perTurn(
            log.filter(entry => entry.kind === 'cookie read'),
            entry => String(entry.turn)
        ).length,
        rewrites: perTurn(
            log.filter(entry => entry.kind === 'cookie write'),
            entry => `${entry.name} (turn ${entry.turn})`
        )
    };
}

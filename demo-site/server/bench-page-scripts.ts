/**
 * Inline script every demo page runs first: it keeps what went wrong on the page in
 * `window.__pageProblems`, so a test reads it the same way in every engine (WebKitGTK's driver
 * gives no console): uncaught errors, unhandled rejections, and console errors and warnings (the
 * console still shows them). A resource that fails to load is not a problem of the page's code.
 */
export const PAGE_PROBLEMS_SNIPPET = `(function () {
  var problems = window.__pageProblems = [];
  function text(value) {
    try { return value instanceof Error ? value.name + ': ' + value.message : typeof value === 'object' ? JSON.stringify(value) : String(value); }
    catch (e) { return String(value); }
  }
  function record(kind, message, source) { problems.push({ kind: kind, text: String(message), source: source || undefined, at: Date.now() }); }
  addEventListener('error', function (event) {
    if (event instanceof ErrorEvent) { record('uncaught error', event.error ? text(event.error) : event.message, event.filename); }
  }, true);
  addEventListener('unhandledrejection', function (event) { record('unhandled rejection', text(event.reason)); });
  ['error', 'warn'].forEach(function (level) {
    var original = console[level];
    console[level] = function () {
      record('console ' + level, Array.prototype.map.call(arguments, text).join(' '));
      return original.apply(this, arguments);
    };
  });
})();`;

/**
 * What a page may be made to deny the container, by the emulator's `pageHazard` setting: an
 * inline script that runs before anything else on the page, in every engine alike. The one list
 * of the values (docs/demo-bench.md names each).
 */
export const PAGE_HAZARDS = {
    'deny-cookies': `(function () {
  function deny() { throw Object.assign(new Error('The operation is insecure.'), { name: 'SecurityError' }); }
  Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: deny, set: deny });
})();`,
    'deny-storage': `(function () {
  function deny() { throw Object.assign(new Error('The operation is insecure.'), { name: 'SecurityError' }); }
  Object.defineProperty(window, 'localStorage', { configurable: true, get: deny });
  Object.defineProperty(window, 'sessionStorage', { configurable: true, get: deny });
})();`
} as const;
export type PageHazard = keyof typeof PAGE_HAZARDS;

/**
 * What a test may have a page watch from its first moment, by the emulator's `pageProbe` setting,
 * in every engine alike (docs/demo-bench.md names each). `hiding`: when the personalization
 * client's pre-hiding style came and went, and what the page showed at that moment.
 */
export const PAGE_PROBES = {
    hiding: `(function () {
  var record = window.__hiding = {};
  new MutationObserver(function () {
    var style = document.getElementById('at-body-style');
    if (style && record.added === undefined) {
      record.added = performance.now();
      record.bodyAtHiding = document.body ? document.body.innerText.length : 0;
    } else if (!style && record.added !== undefined && record.removed === undefined) {
      record.removed = performance.now();
      record.shownText = document.body ? document.body.innerText.slice(0, 4000) : '';
    }
  }).observe(document, { childList: true, subtree: true });
})();`
} as const;
export type PageProbe = keyof typeof PAGE_PROBES;

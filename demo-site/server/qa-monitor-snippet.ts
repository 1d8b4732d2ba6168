/**
 * Inline script the demo pages run before the container: it registers a `_satellite._monitors`
 * entry, as page code written for the replaced engine does, that records every trigger and rule of
 * the page in `window.__tagMonitor.events`; the browser tests read it. Demo pages only.
 */
export const QA_MONITOR_SNIPPET = `(function () {
  var events = [], listeners = [];
  function record(hook) {
    return function (info) {
      var entry = { hook: hook, time: Math.round(performance.now()), at: Date.now(), type: info.type || (info.event && info.event.$type),
        rule: info.rule && info.rule.id, rules: info.rules, error: info.error ? String(info.error && info.error.message || info.error) : undefined };
      if (hook === 'triggerFired' && info.type === 'data-layer-event' && info.event) {
        entry.dataLayer = { name: info.event.name, validation: info.event.validation };
      }
      // What the banner said: tests that expect nothing without consent wait for this answer first.
      if (hook === 'triggerFired' && info.type === 'consent-loaded' && info.event) {
        entry.hasConsent = info.event.hasConsent;
      }
      events.push(entry);
      for (var i = 0; i < listeners.length; i++) { try { listeners[i](entry); } catch (e) { } }
    };
  }
  // The personalization client's document events (at-*), with what they carry.
  ['at-library-loaded', 'at-request-start', 'at-request-succeeded', 'at-request-failed', 'at-content-rendering-start',
    'at-content-rendering-succeeded', 'at-content-rendering-failed', 'at-content-rendering-no-offers', 'at-content-rendering-redirect'].forEach(function (type) {
    document.addEventListener(type, function (event) {
      var detail = event.detail || {};
      var entry = { hook: 'personalization', time: Math.round(performance.now()), at: Date.now(), type: type, personalization: { mbox: detail.mbox, message: detail.message, url: detail.url } };
      events.push(entry);
      for (var i = 0; i < listeners.length; i++) { try { listeners[i](entry); } catch (e) { } }
    });
  });
  window.__tagMonitor = { events: events, subscribe: function (listener) { listeners.push(listener); return function () { listeners.splice(listeners.indexOf(listener), 1); }; } };
  var satellite = window._satellite = window._satellite || {};
  (satellite._monitors = satellite._monitors || []).push({
    triggerFired: record('triggerFired'), ruleTriggered: record('ruleTriggered'), ruleCompleted: record('ruleCompleted'),
    ruleConditionFailed: record('ruleConditionFailed'), ruleActionFailed: record('ruleActionFailed')
  });
})();`;

/* The demo property's required tag: a site-health monitor, as its vendor would serve it. */
(window.__externalTagRuns = window.__externalTagRuns || []).push('site-health');
window.siteHealth = { startedAt: Date.now() };

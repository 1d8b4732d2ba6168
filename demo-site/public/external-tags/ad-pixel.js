/* The demo property's advertising pixel, as the asset host would serve it. */
(window.__externalTagRuns = window.__externalTagRuns || []).push('ad-pixel');

/* The demo property's careers survey, loaded when page code tracks "careers survey". */
(window.__externalTagRuns = window.__externalTagRuns || []).push('careers-survey');

/**
 * The health page's policy: the demo pages' (no eval, no plugins, no base) with everything else
 * from the page's own origin only, and no nonce, for the page has no inline script or style at
 * all: its charts are SVG drawn with attributes, its look is /demo/health.css.
 */
export const HEALTH_PAGE_CSP = "default-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'";

/** The health page's HTML (docs/health.md): no container, the page's own bundle draws it from /__qa/health/reports. */
export function renderHealthPage(): string {
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Container health</title>
<link rel="stylesheet" href="/demo/health.css">
</head>
<body>
<div id="health-root"></div>
<script src="/demo/health.js"></script>
</body>
</html>`;
}

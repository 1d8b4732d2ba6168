import { HEALTH_PAGE_CSP } from './health-page';

/**
 * The wire-diff page's policy: the health page's (everything from the page's own origin, no
 * nonce), for it too has no inline script or style: its look is /demo/wire-diff.css.
 */
export const WIRE_DIFF_PAGE_CSP = HEALTH_PAGE_CSP;

/** The command that writes the report the page draws, as the page and the report's 404 say it. */
export const WIRE_DIFF_COMMAND = 'npm run wire-diff -- --baseline <git ref>';

/** The wire-diff page's HTML: no container, the page's own bundle draws it from /__qa/wire-diff/report.json. */
export function renderWireDiffPage(): string {
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Wire diff</title>
<link rel="stylesheet" href="/demo/wire-diff.css">
</head>
<body>
<div id="wire-diff-root"></div>
<script src="/demo/wire-diff.js"></script>
</body>
</html>`;
}

/**
 * The panel's look, in its shadow root: the page's styles do not reach in, and these do not leak
 * out. Applied as a constructed stylesheet, which a strict CSP (no 'unsafe-inline') allows.
 */
export const INSPECTOR_STYLES = `
:host { all: initial; position: fixed; right: 8px; bottom: 8px; z-index: 2147483000; width: min(760px, calc(100vw - 16px));
  font: 12px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1b1f24; }
:host(.qa-folded) { width: auto; }
.collapsed nav { display: none; }
.qa-panel { background: #fff; border: 1px solid #8c959f; border-radius: 6px; box-shadow: 0 4px 16px rgba(0,0,0,.25); display: flex; flex-direction: column; max-height: min(420px, calc(100vh - 16px)); }
header { display: flex; flex-wrap: wrap; gap: 4px 6px; align-items: center; padding: 6px 8px; background: #24292f; color: #fff; border-radius: 6px 6px 0 0; }
header strong { margin-right: 4px; }
nav { display: flex; flex-wrap: wrap; gap: 2px; }
button { font: inherit; cursor: pointer; border: 1px solid #8c959f; border-radius: 4px; background: #f6f8fa; color: #1b1f24; padding: 1px 6px; }
nav button { background: transparent; color: #d0d7de; border-color: transparent; }
nav button.current { background: #fff; color: #1b1f24; }
input[type=search] { font: inherit; padding: 1px 4px; width: 140px; border-radius: 4px; border: 1px solid #8c959f; }
.qa-tools { margin-left: auto; display: flex; gap: 4px; }
.qa-status { padding: 2px 8px; color: #0a3069; background: #ddf4ff; }
.qa-status:empty { display: none; }
.qa-body { overflow: auto; padding: 6px 8px; }
.collapsed .qa-body, .collapsed .qa-status, .collapsed input, .collapsed .qa-tools > :not(.toggle) { display: none; }
h4 { margin: 8px 0 4px; font-size: 12px; }
table { border-collapse: collapse; width: 100%; }
th { text-align: left; font-weight: 600; background: #f6f8fa; }
th, td { border-bottom: 1px solid #d0d7de; padding: 2px 4px; vertical-align: top; overflow-wrap: break-word; }
td .qa-value, td code, td pre { overflow-wrap: anywhere; }
td:first-child { white-space: nowrap; overflow-wrap: normal; }
code, pre, .qa-value { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 11px; }
pre { margin: 0; white-space: pre-wrap; max-height: 120px; overflow: auto; }
.qa-empty { color: #6e7781; }
.qa-summary { margin: 2px 0 6px; }
.qa-beacon { border: 1px solid #d0d7de; border-radius: 4px; padding: 4px 6px; margin-bottom: 6px; }
.qa-beacon[data-earlier] { background: #fbfbfc; }
.qa-beacon h4 { margin: 0 0 4px; }
.qa-beacon small { color: #57606a; font-weight: normal; }
.qa-actions { display: flex; gap: 4px; margin: 2px 0 4px; }
.qa-event { display: inline-block; margin: 0 6px 2px 0; padding: 0 4px; background: #fff8c5; border-radius: 3px; }
tr[data-status="fired"] td:nth-child(3), .qa-ruleCompleted td:nth-child(2) { color: #1a7f37; }
tr[data-status="condition"] td:nth-child(3), tr[data-status="action"] td:nth-child(3), tr[data-status="timed"] td:nth-child(3),
.qa-ruleActionFailed td, .qa-log-error td, .qa-validation-invalid td { color: #cf222e; }
.qa-log-warn td, .qa-ruleConditionFailed td:nth-child(2) { color: #9a6700; }
tr[data-status="not"] td { color: #6e7781; }
`;

import { createRoot } from 'react-dom/client';
import { loadReport, WireDiffPage } from './wire-diff-page';

/** The wire-diff page's bundle (/demo/wire-diff.js): served at /__qa/wire-diff on any host of the demo server. */
const root = document.getElementById('wire-diff-root');
if (root) {
    createRoot(root).render(<WireDiffPage load={loadReport} />);
}

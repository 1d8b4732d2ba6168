import { createRoot } from 'react-dom/client';
import { HealthPage, loadReports } from './health-page';

/** The health page's bundle (/demo/health.js): served at /__qa/health on any host of the demo server. */
const root = document.getElementById('health-root');
if (root) {
    createRoot(root).render(<HealthPage load={loadReports} />);
}

import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { DemoApp } from './demo-app';
import type { DemoPage } from './site/demo-page';

declare global {
    interface Window {
        /** Set by the page shell: the page the server resolved, and the container bundle it embeds. */
        __demoPage?: DemoPage & { tagEnvironment: 'production' | 'staging' | 'development' };
    }
}

const page = window.__demoPage;
const root = document.getElementById('root');
if (page && root) {
    // Rendered synchronously so the page content exists before DOMContentLoaded, as on the
    // server-rendered real sites: DOM-ready rules must see it.
    flushSync(() => createRoot(root).render(<DemoApp page={page} />));
}

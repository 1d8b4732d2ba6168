import type { BrowserWindow } from '../../services/browser-window';
import { INSPECTOR_STYLES } from './inspector-styles';

/** The consent provider's banner containers: the panel keeps clear of them. */
const BANNER_SELECTORS = '#consent_blackbar, #truste-consent-track, .truste_box_overlay, .truste_overlay';

/**
 * The QA panel's styles and its place on the page: above a consent banner at the bottom of the
 * window when there is one, since QA must see both.
 */
export class PanelPlacement {
    protected placement: CSSStyleSheet | undefined;
    protected bottom = -1;

    constructor(protected readonly window: BrowserWindow) {}

    /** Constructed stylesheets: a strict CSP forbids inline `<style>` and style attributes, not these. */
    adopt(root: ShadowRoot): void {
        try {
            const sheet = new this.window.CSSStyleSheet();
            sheet.replaceSync(INSPECTOR_STYLES);
            this.placement = new this.window.CSSStyleSheet();
            root.adoptedStyleSheets = [sheet, this.placement];
        } catch {
            // A browser without constructed stylesheets shows the panel unstyled; it still works.
        }
    }

    /** Moves the panel above the banner at the bottom of the window, or back to the corner once it has gone. */
    place(): void {
        const height = this.window.innerHeight;
        const tops = Array.from(this.window.document.querySelectorAll(BANNER_SELECTORS))
            .map(element => element.getBoundingClientRect())
            .filter(rect => rect.height > 0 && rect.bottom >= height - 2 && rect.top > height / 3)
            .map(rect => rect.top);
        const bottom = tops.length > 0 ? Math.round(height - Math.min(...tops)) + 8 : 8;
        if (bottom !== this.bottom && this.placement) {
            this.bottom = bottom;
            this.placement.replaceSync(
                `:host { bottom: ${bottom}px; } .qa-panel { max-height: ${Math.max(160, Math.min(420, height - bottom - 8))}px; }`
            );
        }
    }
}

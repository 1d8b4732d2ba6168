import { inject, injectable } from 'inversify';
import { BrowserWindow } from './browser-window';
import type { PageNavigation } from './page-navigation';

@injectable()
export class PageNavigationImpl implements PageNavigation {
    @inject(BrowserWindow) protected readonly window!: BrowserWindow;

    navigate(url: string): void {
        this.window.location.href = url;
    }

    replace(url: string): void {
        this.window.location.replace(url);
    }
}

import type { BrowserWindow } from '../../services/browser-window';
import type { TcData, TcfReader } from '../../services/tcf-reader';

type TcfApi = (command: string, version: number, callback: (data: TcData, success: boolean) => void) => void;

export interface TcfReaderOptions {
    /** Where the CMP's `__tcfapi` is. */
    readonly window: BrowserWindow;
}

/**
 * One `addEventListener` on the page's CMP, whoever asks: its answers go to every listener, and a
 * listener that comes later hears the last one at once, as the CMP would have answered it.
 */
export class TcfReaderImpl implements TcfReader {
    protected readonly listeners: Array<(data: TcData | undefined) => void> = [];
    /** The CMP's last answer, once it gave one (`{ data: undefined }`: no decision). */
    protected last: { data: TcData | undefined } | undefined;

    constructor(protected readonly options: TcfReaderOptions) {}

    subscribe(listener: (data: TcData | undefined) => void): boolean {
        const api = (this.options.window as unknown as { __tcfapi?: TcfApi }).__tcfapi;
        if (typeof api !== 'function') {
            return false;
        }
        this.listeners.push(listener);
        if (this.listeners.length === 1) {
            api('addEventListener', 2, (data, success) => {
                // 'cmpuishown': the visitor has not decided yet, which is no decision.
                this.last = { data: success && data && data.eventStatus !== 'cmpuishown' ? data : undefined };
                this.listeners.forEach(each => each(this.last!.data));
            });
        } else if (this.last) {
            listener(this.last.data);
        }
        return true;
    }
}

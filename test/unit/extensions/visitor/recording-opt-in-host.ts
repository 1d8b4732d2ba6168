import type { OptInHost, OptInSettings } from '../../../../src/extensions/visitor/opt-in';
import { OptIn } from '../../../../src/extensions/visitor/opt-in';

/**
 * The opt-in's host as a test needs it: it keeps each choice the opt-in stores (where the page
 * writes its storage cookie) and each error it logs, in order, for the test to read.
 */
export class RecordingOptInHost implements OptInHost {
    readonly stored: Array<Record<string, unknown>> = [];
    readonly errors: string[] = [];

    keepChoices(permissions: Record<string, unknown>): void {
        this.stored.push(permissions);
    }

    logError(message: string): void {
        this.errors.push(message);
    }

    /** A new `adobe.optIn` on this host, configured with `options` (opt-in applies unless they say otherwise). */
    optIn(options: OptInSettings = { doesOptInApply: true }): OptIn {
        const subject = new OptIn({ host: this });
        subject.configure(options);
        return subject;
    }
}

import { expect } from 'chai';
import { BrowserSupport } from '../../../src/runtime/browser-support';
import type { BrowserWindow } from '../../../src/services/browser-window';
import { testDom } from '../setup';

describe('BrowserSupport', () => {
    const window = testDom.window as unknown as Record<string, unknown>;

    it('supports a browser with everything the container needs', () => {
        expect(BrowserSupport.isSupported(pick() as unknown as BrowserWindow)).to.equal(true);
    });

    // jsdom has no structuredClone of its own: the checks read Node's alongside jsdom's DOM.
    for (const missing of ['Promise', 'WeakMap', 'Symbol', 'Reflect', 'atob', 'structuredClone', 'Element']) {
        it(`refuses a browser without ${missing}`, () => {
            expect(BrowserSupport.isSupported({ ...pick(), [missing]: undefined } as unknown as BrowserWindow)).to.equal(false);
        });
    }

    it('refuses a browser without Element.closest or with a Reflect that is no object, and one whose window throws', () => {
        expect(BrowserSupport.isSupported({ ...pick(), Reflect: () => undefined } as unknown as BrowserWindow)).to.equal(false);
        expect(BrowserSupport.isSupported({ ...pick(), Element: { prototype: {} } } as unknown as BrowserWindow)).to.equal(false);
        const throwing = Object.defineProperty({ ...pick() }, 'Promise', {
            get: () => {
                throw new Error('denied');
            }
        });
        expect(BrowserSupport.isSupported(throwing as unknown as BrowserWindow)).to.equal(false);
    });

    /** What the check reads, copied off jsdom's window and Node's globals. */
    function pick(): Record<string, unknown> {
        return {
            Promise,
            WeakMap,
            Symbol,
            Reflect,
            atob: window.atob,
            structuredClone: globalThis.structuredClone,
            Element: window.Element
        };
    }
});

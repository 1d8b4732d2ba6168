import * as sinon from 'sinon';
import { testConsole } from './setup';

export interface ConsoleCapture {
    readonly error: sinon.SinonStub;
    readonly warn: sinon.SinonStub;
    readonly log: sinon.SinonStub;
    readonly info: sinon.SinonStub;
    readonly debug: sinon.SinonStub;
    /** Every line written at a level, arguments joined by spaces. */
    lines(level: 'error' | 'warn' | 'log' | 'info' | 'debug'): string[];
}

/** Replaces the page console (an edge of the container) with sinon stubs; sinon.restore() undoes it. */
export function captureConsole(console: Console = testConsole): ConsoleCapture {
    const capture = {
        error: sinon.stub(console, 'error'),
        warn: sinon.stub(console, 'warn'),
        log: sinon.stub(console, 'log'),
        info: sinon.stub(console, 'info'),
        debug: sinon.stub(console, 'debug'),
        lines(level: 'error' | 'warn' | 'log' | 'info' | 'debug'): string[] {
            return capture[level].getCalls().map(call => call.args.map(arg => String(arg)).join(' '));
        }
    };
    return capture;
}

import { expect } from 'chai';
import * as sinon from 'sinon';
import type { BrowserWindow } from '../../../src/services/browser-window';
import { StorageService } from '../../../src/services/storage-service';
import { captureConsole } from '../console-capture';
import { testDom } from '../setup';
import { createTestContainer, resetTestPage } from '../test-container';

describe('StorageService', () => {
    beforeEach(() => resetTestPage());
    afterEach(() => sinon.restore());

    it('reads and writes localStorage and sessionStorage', () => {
        const storage = createTestContainer().get<StorageService>(StorageService);
        storage.setItem('local', 'k', 'local value');
        storage.setItem('session', 'k', 'session value');
        expect(testDom.window.localStorage.getItem('k')).to.equal('local value');
        expect(testDom.window.sessionStorage.getItem('k')).to.equal('session value');
        expect(storage.getItem('local', 'k')).to.equal('local value');
        storage.removeItem('local', 'k');
        expect(storage.getItem('local', 'k')).to.equal(undefined);
        expect(storage.isPersistent('local')).to.equal(true);
    });

    it('falls back to memory when the browser blocks storage, without throwing, and says so once per area', () => {
        const console = captureConsole();
        const blocked = {
            location: testDom.window.location,
            console: testDom.window.console as Console,
            get localStorage(): Storage {
                throw new DOMException('The operation is insecure.', 'SecurityError');
            },
            get sessionStorage(): Storage {
                throw new DOMException('The operation is insecure.', 'SecurityError');
            }
        } as unknown as BrowserWindow;
        const storage = createTestContainer({ window: blocked }).get<StorageService>(StorageService);
        expect(() => storage.setItem('local', 'debug', 'true')).not.to.throw();
        expect(storage.getItem('local', 'debug')).to.equal('true');
        expect(storage.isPersistent('local')).to.equal(false);
        storage.removeItem('local', 'debug');
        expect(storage.getItem('local', 'debug')).to.equal(undefined);
        storage.getItem('session', 'other');
        storage.getItem('session', 'other');
        expect(console.lines('warn')).to.deep.equal([
            '🚀 localStorage is denied on this page (SecurityError: The operation is insecure.): values are kept for this page only.',
            '🚀 sessionStorage is denied on this page (SecurityError: The operation is insecure.): values are kept for this page only.'
        ]);
    });

    it('keeps a value in memory when the quota is exceeded', () => {
        const storage = createTestContainer().get<StorageService>(StorageService);
        storage.getItem('session', 'probe');
        // On the prototype: jsdom's Storage takes own properties as items.
        sinon.stub(testDom.window.Storage.prototype, 'setItem').throws(new DOMException('full', 'QuotaExceededError'));
        expect(() => storage.setItem('session', 'big', 'value')).not.to.throw();
        expect(storage.getItem('session', 'big')).to.equal('value');
        expect(testDom.window.sessionStorage.length, 'only in memory').to.equal(0);
    });
});

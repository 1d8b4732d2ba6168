import { expect } from 'chai';
import * as sinon from 'sinon';
import type { BrowserWindow } from '../../../src/services/browser-window';
import type { BuildEnvironment } from '../../../src/services/build-info';
import { PageNavigation } from '../../../src/services/page-navigation';
import type { QaEntry } from '../../../src/services/qa-journal';
import { QA_SWITCH_KEY, QaJournal } from '../../../src/services/qa-journal';
import { StorageService } from '../../../src/services/storage-service';
import { testDom } from '../setup';
import { createTestContainer, resetTestPage } from '../test-container';

/** A window whose storage the browser refuses: reading the property itself throws. */
function windowWithoutStorage(search: string): BrowserWindow {
    return {
        location: { href: `https://www.alderway.com/${search}`, search },
        get sessionStorage(): Storage {
            throw new DOMException('The operation is insecure.', 'SecurityError');
        },
        get localStorage(): Storage {
            throw new DOMException('The operation is insecure.', 'SecurityError');
        }
    } as unknown as BrowserWindow;
}

/** Services at the browser's edges where the browser misbehaves: storage refused, listeners that throw, navigation. */
describe("Services at the browser's edges", () => {
    beforeEach(() => resetTestPage());
    afterEach(() => sinon.restore());

    describe('PageNavigation', () => {
        it('sets location.href to navigate, and calls location.replace to replace', () => {
            const location = { href: 'https://www.alderway.com/', replace: sinon.spy() };
            const navigation = createTestContainer({ window: { location } as unknown as BrowserWindow }).get<PageNavigation>(
                PageNavigation
            );
            navigation.navigate('https://www.alderway.com/next');
            expect(location.href).to.equal('https://www.alderway.com/next');
            expect(location.replace.called).to.equal(false);
            navigation.replace('https://www.alderway.com/other');
            expect(location.replace.args).to.deep.equal([['https://www.alderway.com/other']]);
            expect(location.href, 'replace does not push').to.equal('https://www.alderway.com/next');
        });
    });

    describe('QaJournal', () => {
        function journal(window: BrowserWindow, environment: BuildEnvironment): QaJournal {
            return createTestContainer({ window, buildInfo: { environment } }).get<QaJournal>(QaJournal);
        }

        const cases: ReadonlyArray<[string, BuildEnvironment, boolean]> = [
            ['?qa=1', 'production', true],
            ['?qa=0', 'staging', false],
            ['', 'production', false],
            ['', 'staging', true],
            ['?x=1&qa=1#top', 'production', true]
        ];
        for (const [search, environment, active] of cases) {
            it(`is ${active ? 'on' : 'off'} at "${search}" with the ${environment} bundle when storage is refused`, () => {
                expect(journal(windowWithoutStorage(search), environment).active).to.equal(active);
            });
        }

        it('reads the switch once per page', () => {
            const subject = journal(testDom.window as unknown as BrowserWindow, 'production');
            expect(subject.active).to.equal(false);
            testDom.window.sessionStorage.setItem(QA_SWITCH_KEY, '1');
            expect(subject.active).to.equal(false);
        });

        it('records requests with the time and the page, and keeps going when a listener throws', () => {
            const clock = sinon.useFakeTimers({ now: 5000, toFake: ['Date'] });
            const subject = journal(testDom.window as unknown as BrowserWindow, 'staging');
            const heard: QaEntry[] = [];
            subject.subscribe(() => {
                throw new Error('inspector broke');
            });
            const stop = subject.subscribe(entry => heard.push(entry));
            expect(() => subject.request('image', 'GET', 'https://smetrics.alderway.com/b/ss/x')).not.to.throw();
            clock.tick(10);
            stop();
            subject.request('xhr', 'POST', 'https://dpm.demdex.net/id', 'a=1');
            expect(heard).to.have.length(1);
            expect(subject.entries).to.deep.equal([
                {
                    kind: 'request',
                    time: 5000,
                    transport: 'image',
                    method: 'GET',
                    url: 'https://smetrics.alderway.com/b/ss/x',
                    body: undefined,
                    page: 'https://www.alderway.com/'
                },
                {
                    kind: 'request',
                    time: 5010,
                    transport: 'xhr',
                    method: 'POST',
                    url: 'https://dpm.demdex.net/id',
                    body: 'a=1',
                    page: 'https://www.alderway.com/'
                }
            ]);
        });

        it('records no request while it is off', () => {
            const subject = journal(testDom.window as unknown as BrowserWindow, 'production');
            const heard: QaEntry[] = [];
            subject.subscribe(entry => heard.push(entry));
            subject.request('image', 'GET', 'https://smetrics.alderway.com/b/ss/x');
            expect([heard, subject.entries]).to.deep.equal([[], []]);
        });
    });

    describe('StorageService when storage fails after the first access', () => {
        // jsdom's Storage takes own properties as items: the methods are stubbed on its prototype.
        function storage(): StorageService {
            return createTestContainer().get<StorageService>(StorageService);
        }

        it('falls back to memory for good once a read throws', () => {
            const subject = storage();
            subject.setItem('local', 'kept', 'in storage');
            sinon.stub(testDom.window.Storage.prototype, 'getItem').throws(new DOMException('revoked', 'SecurityError'));
            expect(subject.getItem('local', 'kept'), 'what only storage held is gone').to.equal(undefined);
            expect(subject.isPersistent('local')).to.equal(false);
            subject.setItem('local', 'next', 'in memory');
            expect(subject.getItem('local', 'next')).to.equal('in memory');
            expect((testDom.window.Storage.prototype.getItem as sinon.SinonStub).callCount, 'storage is not asked again').to.equal(1);
            expect(testDom.window.localStorage.length, 'nor written').to.equal(1);
        });

        it('keeps removing from memory when removal from storage throws', () => {
            const subject = storage();
            sinon.stub(testDom.window.Storage.prototype, 'setItem').throws(new DOMException('full', 'QuotaExceededError'));
            subject.setItem('session', 'key', 'value');
            expect(subject.getItem('session', 'key')).to.equal('value');
            subject.removeItem('session', 'key');
            expect(subject.getItem('session', 'key')).to.equal(undefined);
        });

        it('stops using a storage whose removeItem throws', () => {
            const subject = storage();
            subject.setItem('session', 'key', 'value');
            sinon.stub(testDom.window.Storage.prototype, 'removeItem').throws(new DOMException('revoked', 'SecurityError'));
            expect(() => subject.removeItem('session', 'key')).not.to.throw();
            expect(subject.isPersistent('session')).to.equal(false);
        });

        it('keeps the two areas apart', () => {
            const subject = storage();
            subject.setItem('local', 'key', 'local');
            subject.setItem('session', 'key', 'session');
            expect([subject.getItem('local', 'key'), subject.getItem('session', 'key')]).to.deep.equal(['local', 'session']);
            expect(subject.getItem('local', 'missing')).to.equal(undefined);
        });
    });
});

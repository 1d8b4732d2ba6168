import { expect } from 'chai';
import * as sinon from 'sinon';
import type { BuildEnvironment } from '../../../../src/services/build-info';
import { HttpClient } from '../../../../src/services/http-client';
import { Logger } from '../../../../src/services/logger';
import type { QaEntry } from '../../../../src/services/qa-journal';
import { QA_SWITCH_KEY, QaJournal } from '../../../../src/services/qa-journal';
import { captureConsole } from '../../console-capture';
import { testDom } from '../../setup';
import { createTestContainer, resetTestPage } from '../../test-container';

function journalOn(url: string, environment: BuildEnvironment): QaJournal {
    resetTestPage(url);
    return createTestContainer({ buildInfo: { environment } }).get<QaJournal>(QaJournal);
}

describe('QaJournal (what the QA inspector shows)', () => {
    afterEach(() => sinon.restore());

    const cases: ReadonlyArray<[string, BuildEnvironment, boolean]> = [
        ['https://www.alderway.com/', 'production', false],
        ['https://www.alderway.com/?qa=1', 'production', true],
        ['https://www.alderway.com/', 'staging', true],
        ['https://www.alderway.com/?qa=0', 'staging', false],
        ['https://www.alderway.com/?qaa=1', 'production', false]
    ];
    for (const [url, environment, active] of cases) {
        it(`is ${active ? 'on' : 'off'} at ${url} with the ${environment} bundle`, () => {
            expect(journalOn(url, environment).active).to.equal(active);
        });
    }

    it("remembers ?qa=1 for the tab's session, and ?qa=0 forgets it", () => {
        expect(journalOn('https://www.alderway.com/?qa=1', 'production').active).to.equal(true);
        expect(testDom.window.sessionStorage.getItem(QA_SWITCH_KEY)).to.equal('1');
        testDom.window.history.replaceState({}, '', '/faq.html');
        expect(createTestContainer().get<QaJournal>(QaJournal).active, 'the next page of the session').to.equal(true);
        testDom.window.history.replaceState({}, '', '/faq.html?qa=0');
        expect(createTestContainer().get<QaJournal>(QaJournal).active).to.equal(false);
        testDom.window.history.replaceState({}, '', '/');
        expect(createTestContainer().get<QaJournal>(QaJournal).active).to.equal(false);
    });

    it('keeps nothing while QA is off, and every entry in order while it is on', () => {
        const off = journalOn('https://www.alderway.com/', 'production');
        off.request('image', 'GET', 'https://smetrics.alderway.com/b/ss/x/1/JS-2.27.0/s1?AQB=1&AQE=1');
        expect(off.entries).to.deep.equal([]);
        const on = journalOn('https://www.alderway.com/?qa=1', 'production');
        const heard: QaEntry[] = [];
        on.subscribe(entry => heard.push(entry));
        on.request('image', 'GET', 'https://smetrics.alderway.com/b/ss/x/1/JS-2.27.0/s1?AQB=1&AQE=1');
        on.record({ kind: 'log', time: 1, level: 'warn', text: 'careful' });
        expect(on.entries.map(entry => entry.kind)).to.deep.equal(['request', 'log']);
        expect(heard).to.deep.equal(on.entries);
        expect(on.entries[0]).to.include({ transport: 'image', method: 'GET', page: 'https://www.alderway.com/?qa=1' });
    });

    it('keeps what it records masked as what leaves: the page, the URL and the body (its history goes to sessionStorage)', () => {
        const journal = journalOn('https://www.alderway.com/reset?email=jane%40example.com&step=2&qa=1', 'production');
        journal.request('image', 'GET', 'https://partner.example/jane@example.com/SECRET2', 'note=c%40d.org&token=SECRET1');
        expect(journal.entries[0]).to.include({
            page: 'https://www.alderway.com/reset?email=****&step=2&qa=1',
            url: 'https://partner.example/****',
            body: 'note=****&token=****'
        });
    });

    it("hears the container's warnings and errors, and its XHRs", () => {
        resetTestPage('https://www.alderway.com/?qa=1');
        captureConsole();
        const container = createTestContainer();
        // The page's XMLHttpRequest is the edge: the request goes to a fake, never to the network.
        const xhr = sinon.useFakeXMLHttpRequest();
        const requests: sinon.SinonFakeXMLHttpRequest[] = [];
        xhr.onCreate = request => void requests.push(request);
        (testDom.window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = xhr;
        container.get<Logger>(Logger).warn('careful', new Error('why'));
        container.get<Logger>(Logger).info('not kept: not a warning');
        void container
            .get<HttpClient>(HttpClient)
            .post('https://dpm.demdex.net/id', 'a=1', 'text/plain', 1000)
            .catch(() => undefined);
        const entries = container.get<QaJournal>(QaJournal).entries;
        expect(
            entries.map(entry =>
                entry.kind === 'log'
                    ? `${entry.level} ${entry.text}`
                    : entry.kind === 'request'
                      ? `${entry.transport} ${entry.method} ${entry.url} ${entry.body}`
                      : entry.kind
            )
        ).to.deep.equal(['warn careful why', 'xhr POST https://dpm.demdex.net/id a=1']);
        expect(
            requests.map(request => `${request.method} ${request.url}`),
            "what the page's XMLHttpRequest was asked"
        ).to.deep.equal(['POST https://dpm.demdex.net/id']);
    });
});

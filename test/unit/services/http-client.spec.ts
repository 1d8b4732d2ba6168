import { expect } from 'chai';
import * as sinon from 'sinon';
import { HttpClient } from '../../../src/services/http-client';
import { testDom } from '../setup';
import { createTestContainer, resetTestPage } from '../test-container';

describe('HttpClient', () => {
    let client: HttpClient;
    let requests: Array<{
        url: string;
        method: string;
        withCredentials: boolean;
        requestBody: string;
        aborted: boolean;
        requestHeaders: Record<string, string>;
        respond(s: number, h: object, b: string): void;
        error(): void;
    }>;

    beforeEach(() => {
        resetTestPage();
        requests = [];
        const xhr = sinon.useFakeXMLHttpRequest();
        xhr.onCreate = request => {
            requests.push(request as never);
        };
        (testDom.window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = xhr;
        client = createTestContainer().get<HttpClient>(HttpClient);
    });

    afterEach(() => sinon.restore());

    it('GETs with credentials and answers status and text', async () => {
        const answer = client.get('https://dpm.demdex.net/id?a=1', 30000);
        expect(requests[0]).to.include({ method: 'GET', url: 'https://dpm.demdex.net/id?a=1', withCredentials: true });
        requests[0].respond(200, {}, '{"d_mid":"1"}');
        expect(await answer).to.deep.equal({ status: 200, text: '{"d_mid":"1"}' });
    });

    it('GETs without cookies when asked, for servers that allow any origin', async () => {
        const answer = client.get('https://assets.adobedtm.com/data-layer-schemas/job-view.json', 5000, { withCredentials: false });
        expect(requests[0]).to.include({
            method: 'GET',
            url: 'https://assets.adobedtm.com/data-layer-schemas/job-view.json',
            withCredentials: false
        });
        requests[0].respond(200, {}, '{}');
        expect(await answer).to.deep.equal({ status: 200, text: '{}' });
    });

    it('POSTs a body with its content type', async () => {
        const answer = client.post(
            'https://smetrics.alderway.com/b/ss/x/1/JS-2.27.0/s1',
            'AQB=1&AQE=1',
            'application/x-www-form-urlencoded',
            5000
        );
        expect(requests[0]).to.include({ method: 'POST', requestBody: 'AQB=1&AQE=1' });
        expect(requests[0].requestHeaders['Content-Type']).to.contain('application/x-www-form-urlencoded');
        requests[0].respond(200, {}, '');
        expect((await answer).status).to.equal(200);
    });

    it('aborts and rejects with the timeout message when no answer comes in time', async () => {
        const clock = sinon.useFakeTimers();
        const answer = client.get('https://dpm.demdex.net/id', 30000).then(
            () => 'answered',
            (error: Error) => `${error.name}: ${error.message}`
        );
        await clock.tickAsync(30000);
        expect(await answer).to.equal('TimeoutError: The call took longer than you wanted!');
        expect(requests[0].aborted).to.equal(true);
    });

    it('rejects on a network error', async () => {
        const answer = client.get('https://dpm.demdex.net/id', 30000).then(
            () => 'answered',
            (error: Error) => error.message
        );
        requests[0].error();
        expect(await answer).to.equal('GET https://dpm.demdex.net/id failed');
    });
});

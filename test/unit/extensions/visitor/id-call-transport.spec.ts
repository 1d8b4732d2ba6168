import { expect } from 'chai';
import type { IdAnswerBody } from '../../../../src/extensions/visitor/id-answer';
import { IdCallTransport } from '../../../../src/extensions/visitor/id-call-transport';
import { VisitorInstanceConfig } from '../../../../src/extensions/visitor/visitor-instance-config';
import type { HttpClient, HttpResponse } from '../../../../src/services/http-client';

const URL_ = 'https://dpm.demdex.net/id?d_visid_ver=5.4.0';

describe('IdCallTransport', () => {
    /** The transport with the network answering `answer` (a response, or a rejection), and what it was asked and said. */
    async function call(answer: () => Promise<HttpResponse>, config: Record<string, unknown> = {}) {
        const asked: Array<{ url: string; timeoutMs: number }> = [];
        const http = {
            get: (url: string, timeoutMs: number) => {
                asked.push({ url, timeoutMs });
                return answer();
            }
        } as unknown as HttpClient;
        const transport = new IdCallTransport({ http, config: new VisitorInstanceConfig({ orgId: '1234567890ABCDEF@AdobeOrg', config }) });
        const outcome = await new Promise<{ answer?: IdAnswerBody; timedOut?: boolean }>(resolve =>
            transport.get(
                URL_,
                body => resolve({ answer: body }),
                timedOut => resolve({ timedOut })
            )
        );
        return { outcome, asked, errors: transport.CORSErrors };
    }

    it("asks once, within the instance's loadTimeout, and hands on a JSON answer's body", async () => {
        const { outcome, asked, errors } = await call(() => Promise.resolve({ status: 200, text: '{"d_mid":"1","id":"2"}' }), {
            loadTimeout: 1234
        });
        expect(asked).to.deep.equal([{ url: URL_, timeoutMs: 1234 }]);
        expect(outcome).to.deep.equal({ answer: { d_mid: '1', id: '2' } });
        expect(errors).to.deep.equal([]);
    });

    it('falls back on an answer that is not JSON, or not a 200, keeping why', async () => {
        const garbage = await call(() => Promise.resolve({ status: 200, text: '<html>' }));
        const failed = await call(() => Promise.resolve({ status: 500, text: '{}' }));
        expect([garbage.outcome, failed.outcome]).to.deep.equal([{ timedOut: false }, { timedOut: false }]);
        expect([...garbage.errors, ...failed.errors]).to.deep.equal([
            { url: URL_, error: 'Response is not JSON' },
            { url: URL_, error: 'status 500' }
        ]);
    });

    it('falls back on a timeout, saying so, and on a failed request', async () => {
        const timeout = Object.assign(new Error('The call took longer than you wanted!'), { name: 'TimeoutError' });
        const late = await call(() => Promise.reject(timeout));
        const lost = await call(() => Promise.reject(new Error('network')));
        expect([late.outcome, lost.outcome]).to.deep.equal([{ timedOut: true }, { timedOut: false }]);
        expect([...late.errors, ...lost.errors]).to.deep.equal([
            { url: URL_, error: 'ontimeout' },
            { url: URL_, error: 'onerror' }
        ]);
    });
});

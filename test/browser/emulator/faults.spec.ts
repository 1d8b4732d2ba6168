import { expect } from 'chai';
import { Script } from 'node:vm';
import type { RequestKind } from '../../../demo-site/server/captured-request';
import { TRANSPARENT_GIF } from '../../../demo-site/server/reply';
import { bench } from '../fixture';
import type { EmulatorAnswer, EmulatorCall } from './emulator-client';
import { callEmulator } from './emulator-client';

/** One emulated service, a call to it, and what its normal answer looks like. */
interface ServiceCase {
    readonly kind: RequestKind;
    readonly url: string;
    readonly call?: EmulatorCall;
    readonly isNormalAnswer: (answer: EmulatorAnswer) => boolean;
}

const isJson = (answer: EmulatorAnswer) => {
    try {
        JSON.parse(answer.body);
        return true;
    } catch {
        return false;
    }
};

const CASES: readonly ServiceCase[] = [
    {
        kind: 'visitor-id',
        url: 'https://dpm.demdex.net/id?d_visid_ver=5.4.0&d_fieldgroup=MC&d_rtbd=json&d_ver=2&d_orgid=1FD6776A524453CC0A490D44%40AdobeOrg&d_nsid=0',
        isNormalAnswer: answer =>
            answer.status === 200 && isJson(answer) && /^\d{38}$/.test((JSON.parse(answer.body) as { d_mid: string }).d_mid)
    },
    {
        kind: 'analytics',
        url: 'https://smetrics.alderway.com/b/ss/alderwayglobal/1/JS-2.27.0/s12345?AQB=1&pageName=Home&AQE=1',
        isNormalAnswer: answer => answer.status === 200 && answer.bytes.equals(TRANSPARENT_GIF)
    },
    {
        kind: 'opt-out-status',
        url: 'https://dpm.demdex.net/optOutStatus?d_visid_ver=5.4.0&d_rtbd=json&d_ver=2&d_nsid=0',
        isNormalAnswer: answer =>
            answer.status === 200 && isJson(answer) && Array.isArray((JSON.parse(answer.body) as { d_optout?: unknown }).d_optout)
    },
    {
        kind: 'personalization',
        url: 'https://alderway.tt.omtrdc.net/rest/v1/delivery?client=alderway&sessionId=abc',
        call: { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{"execute":{"pageLoad":{}}}' },
        isNormalAnswer: answer =>
            answer.status === 200 &&
            isJson(answer) &&
            (JSON.parse(answer.body) as { execute: { pageLoad: { options: unknown[] } } }).execute.pageLoad.options.length === 1
    }
];

const DELAY_MS = 600;

describe('Emulator: faults per service kind', () => {
    for (const service of CASES) {
        describe(service.kind, () => {
            it('answers normally, and fast, without a fault', async () => {
                const started = Date.now();
                const answer = await callEmulator(service.url, service.call);
                expect(Date.now() - started).to.be.below(DELAY_MS);
                expect(service.isNormalAnswer(answer)).to.equal(true);
            });

            it('slow: gives the normal answer only after the delay', async () => {
                bench().setFault(service.kind, { mode: 'slow', delayMs: DELAY_MS });
                const started = Date.now();
                const answer = await callEmulator(service.url, service.call);
                expect(Date.now() - started).to.be.at.least(DELAY_MS);
                expect(service.isNormalAnswer(answer)).to.equal(true);
            });

            it('error: answers the status asked for, 500 by default', async () => {
                bench().setFault(service.kind, { mode: 'error', status: 503 });
                const unavailable = await callEmulator(service.url, service.call);
                expect(unavailable.status).to.equal(503);
                expect(service.isNormalAnswer(unavailable)).to.equal(false);
                bench().setFault(service.kind, { mode: 'error' });
                expect((await callEmulator(service.url, service.call)).status).to.equal(500);
            });

            it('invalid: answers 200 with a body the client cannot use', async () => {
                bench().setFault(service.kind, { mode: 'invalid' });
                const answer = await callEmulator(service.url, service.call);
                expect(answer.status).to.equal(200);
                expect(isJson(answer)).to.equal(false);
                expect(service.isNormalAnswer(answer)).to.equal(false);
            });

            it('no-answer: leaves the client waiting, yet logs the request', async () => {
                bench().setFault(service.kind, { mode: 'no-answer' });
                let failure: Error | undefined;
                await callEmulator(service.url, { ...service.call, timeoutMs: 300 }).catch((error: Error) => {
                    failure = error;
                });
                expect(failure?.message).to.match(/^No answer from .* within 300 ms$/);
                expect(bench().requests({ kind: service.kind })).to.have.length(1);
            });
        });
    }

    describe('invalid, in the form the client expects', () => {
        const parses = (source: string) => {
            try {
                new Script(source);
                return true;
            } catch {
                return false;
            }
        };

        it('consent: a script that does not parse', async () => {
            const url = 'https://consent.trustarc.com/notice?domain=alderway_us&c=teconsent';
            expect(parses((await callEmulator(url)).body), 'the normal banner parses').to.equal(true);
            bench().setFault('consent', { mode: 'invalid' });
            const answer = await callEmulator(url);
            expect(answer.status).to.equal(200);
            expect(answer.headers['content-type']).to.match(/^application\/javascript/);
            expect(parses(answer.body)).to.equal(false);
        });

        it("analytics and the id-sync pixels: a GIF's type, a body that is no image", async () => {
            bench().setFault('analytics', { mode: 'invalid' });
            bench().setFault('id-sync', { mode: 'invalid' });
            for (const url of [CASES[1].url, 'https://cm.sync-partner.example/sync/411?d_uuid=1']) {
                const answer = await callEmulator(url);
                expect(answer.status).to.equal(200);
                expect(answer.headers['content-type']).to.equal('image/gif');
                expect(answer.bytes.subarray(0, 3).toString()).not.to.equal('GIF');
            }
        });

        it('id sync: an iframe page without the script that answers the parent', async () => {
            bench().setFault('id-sync', { mode: 'invalid' });
            const answer = await callEmulator('https://mmg.demdex.net/dest5.html?d_nsid=0#https%3A%2F%2Fwww.alderway.com');
            expect(answer.status).to.equal(200);
            expect(answer.headers['content-type']).to.match(/^text\/html/);
            expect(answer.body).not.to.contain('<script');
        });
    });

    it('faults one kind only: the other services answer normally', async () => {
        bench().setFault('visitor-id', { mode: 'error', status: 502 });
        expect((await callEmulator(CASES[0].url)).status).to.equal(502);
        expect(CASES[1].isNormalAnswer(await callEmulator(CASES[1].url))).to.equal(true);
        expect(CASES[2].isNormalAnswer(await callEmulator(CASES[2].url))).to.equal(true);
    });

    it('takes faults from the QA API as QA people set them', async () => {
        const set = await callEmulator('http://www.alderway.com/__qa/faults', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ kind: 'analytics', mode: 'error', status: 404 })
        });
        expect(JSON.parse(set.body)).to.deep.equal({ analytics: { mode: 'error', status: 404 } });
        expect((await callEmulator(CASES[1].url)).status).to.equal(404);
    });
});

import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { EXTERNAL_TAGS } from '../../../src/config/external-tags';
import { bench } from '../fixture';
import { callEmulator } from './emulator-client';

const sri = (body: Buffer) => `sha384-${createHash('sha384').update(body).digest('base64')}`;

describe("Emulator: the external tags' hosts", () => {
    it("serves each tag of the property's table at its URL, with CORS for the integrity check, and records each load", async () => {
        for (const row of EXTERNAL_TAGS) {
            const answer = await callEmulator(row.url, { headers: { Origin: 'https://www.alderway.com' } });
            expect(answer.status, row.id).to.equal(200);
            expect(answer.headers['content-type'], row.id).to.match(/^application\/javascript/);
            expect(answer.headers['access-control-allow-origin'], row.id).to.equal('*');
            expect(answer.body, row.id).to.include(`push('${row.id}')`);
            if (row.integrity) {
                expect(sri(answer.bytes), `${row.id}: the bytes its integrity hash names`).to.equal(row.integrity);
            }
        }
        expect(
            bench()
                .requests({ kind: 'tag' })
                .map(request => `https://${request.host}${request.path}`)
        ).to.deep.equal(EXTERNAL_TAGS.map(row => row.url));
    });

    it('answers a 404 for a path no tag has', async () => {
        expect((await callEmulator('https://assets.adobedtm.com/tags/alderway/unknown.min.js')).status).to.equal(404);
    });

    it('makes one tag fail alone: not found, tampered, or no answer', async () => {
        const [first, second, third] = EXTERNAL_TAGS;
        const chat = EXTERNAL_TAGS.find(row => row.integrity)!;
        bench().server.settings.set(`tagFault:${first.id}`, 'not-found');
        bench().server.settings.set(`tagFault:${chat.id}`, 'tampered');
        bench().server.settings.set(`tagFault:${third.id === chat.id ? second.id : third.id}`, 'no-answer');
        expect((await callEmulator(first.url)).status).to.equal(404);
        const tampered = await callEmulator(chat.url);
        expect([tampered.status, sri(tampered.bytes) === chat.integrity]).to.deep.equal([200, false]);
        const silent = third.id === chat.id ? second : third;
        await callEmulator(silent.url, { timeoutMs: 500 }).then(
            () => expect.fail('answered'),
            (error: Error) => expect(error.message).to.match(/No answer/)
        );
        const untouched = EXTERNAL_TAGS.find(row => ![first.id, chat.id, silent.id].includes(row.id))!;
        expect((await callEmulator(untouched.url)).status, 'the others answer').to.equal(200);
    });
});

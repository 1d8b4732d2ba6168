import Ajv from 'ajv';
import { expect } from 'chai';
import { bench } from '../fixture';
import { callEmulator, openBarePage } from './emulator-client';

const SCHEMAS = 'https://assets.alderway.com/datalayer/schemas/1FD6776A524453CC0A490D44@AdobeOrg/PR4f2a8c/BL91de07';

async function schemaFor(eventName: string): Promise<object> {
    const answer = await callEmulator(`${SCHEMAS}/${eventName}.json`);
    expect(answer.status, eventName).to.equal(200);
    return JSON.parse(answer.body) as object;
}

/** The messages ajv gives for `item` against the served schema of `eventName`; empty when valid. */
async function violations(eventName: string, item: object): Promise<string[]> {
    const validate = new Ajv({ allErrors: true }).compile(await schemaFor(eventName));
    validate(item);
    return (validate.errors ?? []).map(error => `${error.instancePath} ${error.message}`);
}

describe('Emulator: data-layer schemas', () => {
    it('serves a draft-07 schema per event with CORS for any origin', async () => {
        const answer = await callEmulator(`${SCHEMAS}/link-click.json`, { headers: { Origin: 'https://www.alderway.com' } });
        expect(answer.status).to.equal(200);
        expect(answer.headers['content-type']).to.match(/^application\/json/);
        expect(answer.headers['access-control-allow-origin']).to.equal('*');
        expect(answer.headers['access-control-allow-credentials']).to.equal(undefined);
        const schema = JSON.parse(answer.body) as { required?: string[] };
        expect(schema).to.include({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' });
        expect(schema.required).to.include('event');
        const [captured] = bench().requests({ kind: 'schema' });
        expect(captured).to.include({
            host: 'assets.alderway.com',
            path: '/datalayer/schemas/1FD6776A524453CC0A490D44@AdobeOrg/PR4f2a8c/BL91de07/link-click.json'
        });
    });

    it('takes a one-segment prefix and any host', async () => {
        const answer = await callEmulator('http://cdn.rovanta.de/s/ORG/PR1/BL1/job-view.json');
        expect(answer.status).to.equal(200);
        expect((JSON.parse(answer.body) as { title?: string }).title).to.equal('job-view');
    });

    it('answers 404 JSON for an event without a schema', async () => {
        const answer = await callEmulator(`${SCHEMAS}/loyalty-enrolled.json`);
        expect(answer.status).to.equal(404);
        expect(answer.headers['access-control-allow-origin']).to.equal('*');
        expect(JSON.parse(answer.body)).to.include({ event: 'loyalty-enrolled', propertyId: 'PR4f2a8c', buildId: 'BL91de07' });
    });

    it('leaves shorter .json paths to the pages', async () => {
        const answer = await callEmulator('https://www.alderway.com/ORG/PR1/BL1/link-click.json');
        expect(answer.headers['content-type']).to.match(/^text\/html/);
        expect(bench().requests({ kind: 'schema' })).to.deep.equal([]);
    });

    it('link-click: accepts a described link and rejects unknown keys, a missing text and an over-long text', async () => {
        const link = { text: 'Find a branch', region: 'header', target: '/locations', fileName: '' };
        expect(await violations('link-click', { event: 'link-click', eventInfo: { link } })).to.deep.equal([]);
        expect(await violations('link-click', { event: 'link-click', eventInfo: { link: { ...link, colour: 'red' } } })).to.deep.equal([
            '/eventInfo/link must NOT have additional properties'
        ]);
        expect(await violations('link-click', { event: 'link-click', eventInfo: { link: { region: 'footer' } } })).to.deep.equal([
            "/eventInfo/link must have required property 'text'"
        ]);
        expect(await violations('link-click', { event: 'link-click', eventInfo: { link: { text: 'x'.repeat(251) } } })).to.deep.equal([
            '/eventInfo/link/text must NOT have more than 250 characters'
        ]);
    });

    it('job-view: requires id, title and location as strings; description is optional', async () => {
        const job = { id: 'R-10442', title: 'Rental Agent', location: 'Dublin Airport' };
        expect(await violations('job-view', { event: 'job-view', eventInfo: {}, job })).to.deep.equal([]);
        expect(await violations('job-view', { event: 'job-view', job: { ...job, description: 'Shifts' } })).to.deep.equal([]);
        expect(await violations('job-view', { event: 'job-view', job: { id: 10442, title: 'Rental Agent' } })).to.deep.equal([
            "/job must have required property 'location'",
            '/job/id must be string'
        ]);
    });

    it('job-search: requires keyword, location and a numeric radius', async () => {
        expect(
            await violations('job-search', { event: 'job-search', search: { keyword: 'driver', location: 'Leeds', radius: 25 } })
        ).to.deep.equal([]);
        expect(
            await violations('job-search', { event: 'job-search', search: { keyword: 'driver', location: 'Leeds', radius: '25' } })
        ).to.deep.equal(['/search/radius must be number']);
        expect(await violations('job-search', { event: 'job-search' })).to.deep.equal([" must have required property 'search'"]);
    });

    it('reservation-step: requires an integer step from 1 to 5', async () => {
        const valid = { event: 'reservation-step', reservation: { step: 3, pickUpLocation: 'LHR', vehicleClass: 'SUV' } };
        expect(await violations('reservation-step', valid)).to.deep.equal([]);
        expect(await violations('reservation-step', { event: 'reservation-step', reservation: { step: 6 } })).to.deep.equal([
            '/reservation/step must be <= 5'
        ]);
        expect(await violations('reservation-step', { event: 'reservation-step', reservation: { step: 1.5 } })).to.deep.equal([
            '/reservation/step must be integer'
        ]);
    });

    it('every schema requires a string event', async () => {
        for (const eventName of ['link-click', 'job-view', 'job-search', 'reservation-step']) {
            const messages = await violations(eventName, { event: 7 });
            expect(messages, eventName).to.include('/event must be string');
        }
    });

    it('can be fetched by a page of another origin in Chromium', async () => {
        const page = await openBarePage('https://www.alderway.co.uk/');
        const title = await page.page.evaluate(
            async (url: string) => ((await (await fetch(url)).json()) as { title: string }).title,
            `${SCHEMAS}/job-search.json`
        );
        expect(title).to.equal('job-search');
    });
});

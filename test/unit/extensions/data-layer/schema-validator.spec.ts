import { expect } from 'chai';
import * as sinon from 'sinon';
import { PUBLISHED_AFTER_BUILD } from '../../../../demo-site/server/emulation/published-schemas';
import { SchemaCompiler } from '../../../../src/extensions/data-layer/schema-compiler';
import type { LazyFile } from '../../../../src/services/lazy-features';
import { LazyFeatures } from '../../../../src/services/lazy-features';
import type { SchemaValidator, ValidationOutcome } from '../../../../src/services/schema-validator';
import { LAZY_EXPORTS } from '../../in-process-lazy-features';
import { DataLayerTestPage, NOW, schemaUrl } from './data-layer-test-page';

const HOUR = 3600000;

const JOB = { id: 'J-1042', title: 'Branch manager', location: 'Denver' };
const JOB_ALERT = { event: 'job-alert', job: JOB };
const JOB_ALERT_WITHOUT_LOCATION = { event: 'job-alert', job: { id: 'J-1042', title: 'Branch manager' } };
const MISSING_LOCATION: ValidationOutcome = {
    status: 'invalid',
    violations: [{ message: 'Missing required property', path: 'job.location' }]
};

describe('SchemaValidator', () => {
    let page: DataLayerTestPage;
    let validator: SchemaValidator;

    afterEach(() => page.stop());

    describe('takes the schema from the first source that has it', () => {
        beforeEach(async () => {
            page = new DataLayerTestPage();
            validator = await page.nextPage();
        });

        it('the built-in one first, at once, over a cached and a published one, with no request', async () => {
            // A cached schema that every link click breaks, and a published one: neither is asked.
            page.cache('link-click', { type: 'object', required: ['never'] }, NOW + HOUR);
            const outcome = validator.validate('link-click', { event: 'link-click', eventInfo: { link: { text: 'Book now' } } });
            expect(outcome).to.deep.equal({ status: 'valid' });
            await page.settle();
            expect(page.requests).to.have.length(0);
        });

        it('then the cached one while it has not expired, with no request', async () => {
            page.cache('job-alert', PUBLISHED_AFTER_BUILD['job-alert'], NOW + 1000);
            expect(await validator.validate('job-alert', JOB_ALERT_WITHOUT_LOCATION)).to.deep.equal(MISSING_LOCATION);
            expect(page.requests).to.have.length(0);
        });

        it("then the published one when the cached one expired: one request, without cookies, to the build's schema", async () => {
            page.cache('job-alert', { type: 'object', required: ['never'] }, NOW - 1);
            const outcome = validator.validate('job-alert', JOB_ALERT_WITHOUT_LOCATION);
            await page.settle();
            expect(page.requests.map(request => [request.method, request.url, request.withCredentials])).to.deep.equal([
                ['GET', schemaUrl('job-alert'), false]
            ]);
            page.answer(0, PUBLISHED_AFTER_BUILD['job-alert']);
            expect(await outcome).to.deep.equal(MISSING_LOCATION);
        });

        it("takes names the built-in validators' module object answers for (constructor, toString) as any other", async () => {
            const outcome = validator.validate('constructor', {});
            expect(outcome).to.be.instanceOf(Promise);
            await page.settle();
            expect(page.requests.map(request => request.url)).to.deep.equal([schemaUrl('constructor')]);
            page.answer(0, 'Not Found', 404);
            expect(await outcome).to.deep.equal({ status: 'no schema' });
        });

        it("encodes each segment of the schema's URL", async () => {
            void validator.validate('job view/2', {});
            await page.settle();
            expect(page.requests[0].url).to.equal(schemaUrl('job%20view%2F2'));
        });

        it('caches a published schema for an hour: the next pages use it, the first page after the hour asks again', async () => {
            const outcome = validator.validate('job-alert', JOB_ALERT);
            page.answer(0, PUBLISHED_AFTER_BUILD['job-alert']);
            expect(await outcome).to.deep.equal({ status: 'valid' });
            expect(page.cached('job-alert')).to.deep.equal({ schema: PUBLISHED_AFTER_BUILD['job-alert'], expires: NOW + HOUR });

            page.clock.tick(HOUR - 1);
            const nextPage = await page.nextPage();
            expect(await nextPage.validate('job-alert', JOB_ALERT_WITHOUT_LOCATION)).to.deep.equal(MISSING_LOCATION);
            expect(page.requests, 'the cache answered').to.have.length(1);

            page.clock.tick(1);
            const afterTheHour = await page.nextPage();
            const fetched = afterTheHour.validate('job-alert', JOB_ALERT);
            await page.settle();
            expect(page.requests.map(request => request.url)).to.deep.equal([schemaUrl('job-alert'), schemaUrl('job-alert')]);
            page.answer(1, PUBLISHED_AFTER_BUILD['job-alert']);
            expect(await fetched).to.deep.equal({ status: 'valid' });
        });

        it('shares one request among the events of a name that come while it is under way', async () => {
            const outcomes = [JOB_ALERT, JOB_ALERT_WITHOUT_LOCATION, JOB_ALERT].map(item => validator.validate('job-alert', item));
            await page.settle();
            expect(page.requests).to.have.length(1);
            page.answer(0, PUBLISHED_AFTER_BUILD['job-alert']);
            // eslint-disable-next-line @typescript-eslint/await-thenable -- validate answers at once or with a promise; Promise.all takes both
            expect(await Promise.all(outcomes)).to.deep.equal([{ status: 'valid' }, MISSING_LOCATION, { status: 'valid' }]);
            expect(page.requests).to.have.length(1);
        });

        it('validates the next events of a compiled schema at once', async () => {
            const first = validator.validate('job-alert', JOB_ALERT);
            expect(first).to.be.instanceOf(Promise);
            page.answer(0, PUBLISHED_AFTER_BUILD['job-alert']);
            await first;
            const second = validator.validate('job-alert', JOB_ALERT_WITHOUT_LOCATION);
            expect(second, 'not a promise').to.deep.equal(MISSING_LOCATION);
        });

        it('answers no schema when the cache knows there is none, at once and with no request', async () => {
            page.cache('job-share', null, NOW + 1000);
            expect(validator.validate('job-share', { event: 'job-share' })).to.deep.equal({ status: 'no schema' });
            await page.settle();
            expect(page.requests).to.have.length(0);
        });

        it('reads a damaged cache entry as none', async () => {
            page.cache('job-alert', PUBLISHED_AFTER_BUILD['job-alert'], NOW + HOUR);
            localStorage.setItem('tag-container.dataLayerSchema.job-alert', '{"schema":');
            const outcome = validator.validate('job-alert', JOB_ALERT);
            await page.settle();
            expect(page.requests).to.have.length(1);
            page.answer(0, PUBLISHED_AFTER_BUILD['job-alert']);
            expect(await outcome).to.deep.equal({ status: 'valid' });
        });
    });

    describe('when the published schema cannot be had', () => {
        const FAILURES: ReadonlyArray<{
            readonly what: string;
            readonly reason: string;
            readonly fail: (page: DataLayerTestPage) => Promise<void>;
        }> = [
            { what: 'a 404', reason: 'HTTP 404', fail: async page => page.answer(0, 'Not Found', 404) },
            { what: 'a 500', reason: 'HTTP 500', fail: async page => page.answer(0, 'Internal Server Error', 500) },
            {
                what: 'no answer in time',
                reason: 'no answer within 5000 ms',
                fail: async page => {
                    await page.clock.tickAsync(5000);
                }
            },
            { what: 'a network error', reason: 'network error', fail: async page => page.requests[0].error() },
            { what: 'invalid JSON', reason: 'invalid JSON', fail: async page => page.answer(0, '{"type": "object",') },
            { what: 'JSON that is no schema', reason: 'not a JSON schema', fail: async page => page.answer(0, '[]') }
        ];

        for (const { what, reason, fail } of FAILURES) {
            it(`${what}: one request and one warning for 20 events, no schema for the hour, on the next pages too`, async () => {
                page = new DataLayerTestPage();
                validator = await page.nextPage();
                const outcomes = Array.from({ length: 10 }, () => validator.validate('job-compare', { event: 'job-compare' }));
                await page.settle();
                await fail(page);
                outcomes.push(...Array.from({ length: 10 }, () => validator.validate('job-compare', { event: 'job-compare' })));
                // eslint-disable-next-line @typescript-eslint/await-thenable -- validate answers at once or with a promise; Promise.all takes both
                expect(await Promise.all(outcomes)).to.deep.equal(Array(20).fill({ status: 'no schema' }));
                expect(page.requests).to.have.length(1);
                expect(page.console.lines('warn')).to.deep.equal([
                    `🚀 No schema for data-layer event "job-compare" (${reason}): events of that name are not validated for the next 60 minutes.`
                ]);
                expect(page.cached('job-compare')).to.deep.equal({ schema: null, expires: Date.now() + HOUR });

                page.clock.tick(HOUR - 5001);
                const nextPage = await page.nextPage();
                expect(nextPage.validate('job-compare', { event: 'job-compare' })).to.deep.equal({ status: 'no schema' });
                await page.settle();
                expect(page.requests).to.have.length(1);
                expect(page.console.warn.callCount).to.equal(1);
            });
        }
    });

    describe('consent', () => {
        beforeEach(async () => {
            page = new DataLayerTestPage({ consent: false });
            validator = await page.nextPage();
        });

        it('without it, asks the schema server nothing and caches nothing: the event is not validated', async () => {
            expect(await validator.validate('job-alert', JOB_ALERT)).to.deep.equal({
                status: 'not validated',
                reason: "no consent to fetch the event's schema"
            });
            await page.settle();
            expect(page.requests).to.have.length(0);
            expect(page.cached('job-alert')).to.equal(undefined);
        });

        it('is not needed for the built-in and cached schemas, which need no request', async () => {
            page.cache('job-alert', PUBLISHED_AFTER_BUILD['job-alert'], NOW + HOUR);
            expect(await validator.validate('job-alert', JOB_ALERT_WITHOUT_LOCATION)).to.deep.equal(MISSING_LOCATION);
            expect(validator.validate('page-view', { event: 'page-view', page: { name: 'home' } })).to.deep.equal({ status: 'valid' });
            expect(page.requests).to.have.length(0);
        });

        it('once given on the page, lets the next event of the name fetch its schema', async () => {
            expect(await validator.validate('job-alert', JOB_ALERT)).to.include({ status: 'not validated' });
            page.setCookie('notice_gdpr_prefs', '0,1,2:');
            await page.settle();
            const outcome = validator.validate('job-alert', JOB_ALERT_WITHOUT_LOCATION);
            await page.settle();
            expect(page.requests.map(request => request.url)).to.deep.equal([schemaUrl('job-alert')]);
            page.answer(0, PUBLISHED_AFTER_BUILD['job-alert']);
            expect(await outcome).to.deep.equal(MISSING_LOCATION);
        });
    });

    describe('when schemas cannot be compiled on the page', () => {
        beforeEach(async () => {
            page = new DataLayerTestPage();
            validator = await page.nextPage();
        });

        it("under a Content-Security-Policy without 'unsafe-eval': one warning for the page, events not validated, nothing thrown", async () => {
            // What Chromium throws when a policy refuses new Function.
            const compile = sinon
                .stub(SchemaCompiler.prototype, 'compile')
                .throws(
                    new EvalError(
                        "Refused to evaluate a string as JavaScript because 'unsafe-eval' is not an allowed source of script in the following Content Security Policy directive"
                    )
                );
            page.cache('job-share', PUBLISHED_AFTER_BUILD['job-share'], NOW + HOUR);
            const outcomes = [
                validator.validate('job-alert', JOB_ALERT),
                validator.validate('job-share', { event: 'job-share' }),
                validator.validate('job-alert', JOB_ALERT)
            ];
            await page.settle();
            page.answer(0, PUBLISHED_AFTER_BUILD['job-alert']);
            const refused = { status: 'not validated', reason: "schemas cannot be compiled under this page's Content-Security-Policy" };
            // eslint-disable-next-line @typescript-eslint/await-thenable -- validate answers at once or with a promise; Promise.all takes both
            expect(await Promise.all(outcomes)).to.deep.equal([refused, refused, refused]);
            expect(compile.callCount, 'once per schema at most').to.equal(2);

            const later = [
                validator.validate('job-alert', JOB_ALERT),
                validator.validate('job-compare', {}),
                validator.validate('job-refer', {})
            ];
            expect(later, 'at once').to.deep.equal([refused, refused, refused]);
            expect(page.requests, 'nothing more is fetched for schemas that cannot be used').to.have.length(1);
            expect(validator.validate('page-view', { event: 'page-view' }), 'built-in schemas still work').to.deep.equal({
                status: 'invalid',
                violations: [{ message: 'Missing required property', path: 'page' }]
            });
            expect(page.console.lines('warn')).to.deep.equal([
                '🚀 Data-layer schemas from the cache or the schema server cannot be compiled under ' +
                    "this page's Content-Security-Policy (no 'unsafe-eval'): events without a built-in schema are not validated."
            ]);
        });

        it('when the compiler file does not load: one warning for the page, events not validated', async () => {
            const failure = 'Loading the script https://assets.alderway.com/tags/container.min.schema-compiler.js failed.';
            page.container.rebind(LazyFeatures).toConstantValue({
                load: (file: LazyFile) =>
                    file === 'schema-compiler' ? Promise.reject(new Error(failure)) : Promise.resolve(LAZY_EXPORTS[file])
            });
            page.cache('job-alert', PUBLISHED_AFTER_BUILD['job-alert'], NOW + HOUR);
            page.cache('job-share', PUBLISHED_AFTER_BUILD['job-share'], NOW + HOUR);
            const unavailable = { status: 'not validated', reason: `the schema compiler did not load: ${failure}` };
            expect(await validator.validate('job-alert', JOB_ALERT)).to.deep.equal(unavailable);
            expect(await validator.validate('job-share', { event: 'job-share' })).to.deep.equal(unavailable);
            expect(page.console.lines('warn')).to.deep.equal([
                `🚀 The data-layer schema compiler did not load: events without a built-in schema are not validated.`
            ]);
        });

        it('a schema ajv rejects: one warning for its name, its events not validated, other schemas still compiled', async () => {
            page.cache('job-share', { type: 'object', properties: { job: { type: 'jobs' } } }, NOW + HOUR);
            page.cache('job-alert', PUBLISHED_AFTER_BUILD['job-alert'], NOW + HOUR);
            const first = await validator.validate('job-share', { event: 'job-share' });
            expect(first).to.deep.include({ status: 'not validated' });
            expect((first as { reason: string }).reason).to.match(/^its schema cannot be compiled: .*type/);
            expect(validator.validate('job-share', { event: 'job-share' }), 'at once, and not compiled again').to.deep.equal(first);
            expect(await validator.validate('job-alert', JOB_ALERT_WITHOUT_LOCATION)).to.deep.equal(MISSING_LOCATION);
            expect(page.console.lines('warn')).to.have.length(1);
            expect(page.console.lines('warn')[0]).to.match(
                /^🚀 The schema of data-layer event "job-share" cannot be compiled \(.+\): events of that name are not validated on this page\.$/
            );
        });
    });
});

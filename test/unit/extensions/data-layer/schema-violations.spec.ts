import { expect } from 'chai';
import { PUBLISHED_AFTER_BUILD } from '../../../../demo-site/server/emulation/published-schemas';
import type { SchemaValidator, ValidationOutcome } from '../../../../src/services/schema-validator';
import { validationSummary } from '../../../../src/services/schema-validator';
import { DataLayerTestPage, NOW } from './data-layer-test-page';

/**
 * The violations of the built-in schemas, in the words of docs/requirements.md §8.3, from the standalone code the
 * build generates (the unit tests load the same code in place of its stub): at once, no request.
 */
describe('SchemaValidator violations', () => {
    let page: DataLayerTestPage;
    let validator: SchemaValidator;

    beforeEach(async () => {
        page = new DataLayerTestPage();
        validator = await page.nextPage();
    });

    afterEach(() => {
        expect(page.requests, 'built-in schemas need no request').to.have.length(0);
        page.stop();
    });

    function violationsOf(event: string, item: object): unknown {
        const outcome = validator.validate(event, { event, ...item });
        expect(outcome, 'at once').not.to.be.instanceOf(Promise);
        return (outcome as ValidationOutcome & { violations?: unknown }).violations ?? outcome;
    }

    it('a missing required property, at its full path', () => {
        expect(violationsOf('link-click', { eventInfo: { link: { region: 'header' } } })).to.deep.equal([
            { message: 'Missing required property', path: 'eventInfo.link.text' }
        ]);
        expect(violationsOf('page-view', {})).to.deep.equal([{ message: 'Missing required property', path: 'page' }]);
    });

    it('an invalid type, with the expected one', () => {
        expect(violationsOf('reservation-step', { reservation: { step: '2' } })).to.deep.equal([
            { message: 'Invalid type (expected integer)', path: 'reservation.step' }
        ]);
        expect(violationsOf('reservation-step', { reservation: { step: 2.5 } })).to.deep.equal([
            { message: 'Invalid type (expected integer)', path: 'reservation.step' }
        ]);
        expect(violationsOf('link-click', { eventInfo: 'Book now' })).to.deep.equal([
            { message: 'Invalid type (expected object)', path: 'eventInfo' }
        ]);
    });

    it('an unknown property where the schema closes the object', () => {
        expect(
            violationsOf('link-click', { eventInfo: { link: { text: 'Book now', colour: 'green' } }, campaign: 'spring' })
        ).to.deep.equal([{ message: 'Unknown property', path: 'eventInfo.link.colour' }]);
    });

    it('an invalid value, with a short reason', () => {
        expect(violationsOf('reservation-step', { reservation: { step: 0 } })).to.deep.equal([
            { message: 'Invalid value (must be >= 1)', path: 'reservation.step' }
        ]);
        expect(violationsOf('reservation-step', { reservation: { step: 6 } })).to.deep.equal([
            { message: 'Invalid value (must be <= 5)', path: 'reservation.step' }
        ]);
        expect(violationsOf('page-view', { page: { name: '', language: 'EN', country: 'usa' } })).to.deep.equal([
            { message: 'Invalid value (at least 1 character)', path: 'page.name' },
            { message: 'Invalid value (does not match ^[a-z]{2}(_[a-z]{2})?$)', path: 'page.language' },
            { message: 'Invalid value (does not match ^[a-z]{2}$)', path: 'page.country' }
        ]);
        expect(violationsOf('link-click', { eventInfo: { link: { text: 'x'.repeat(251) } } })).to.deep.equal([
            { message: 'Invalid value (at most 250 characters)', path: 'eventInfo.link.text' }
        ]);
    });

    it("every violation of an item, one per error, in the schema's order", () => {
        expect(violationsOf('link-click', { event: 7, eventInfo: { link: { text: 42, target: ['_blank'], id: 'cta' } } })).to.deep.equal([
            { message: 'Invalid type (expected string)', path: 'event' },
            { message: 'Unknown property', path: 'eventInfo.link.id' },
            { message: 'Invalid type (expected string)', path: 'eventInfo.link.text' },
            { message: 'Invalid type (expected string)', path: 'eventInfo.link.target' }
        ]);
    });

    it('valid items are valid', () => {
        expect(violationsOf('page-view', { page: { name: 'alderway:us:rental:home', language: 'en_us', country: 'us' } })).to.deep.equal({
            status: 'valid'
        });
        expect(violationsOf('reservation-step', { reservation: { step: 5, vehicleClass: 'SUV' } })).to.deep.equal({ status: 'valid' });
    });

    describe('validationSummary, as beacons carry the outcome', () => {
        it('valid', () => {
            expect(
                validationSummary(
                    validator.validate('link-click', { event: 'link-click', eventInfo: { link: { text: 'Book' } } }) as ValidationOutcome
                )
            ).to.equal('valid');
        });

        it('invalid: the first violation and its path', () => {
            const outcome = validator.validate('link-click', {
                event: 'link-click',
                eventInfo: { link: { colour: 'green' } }
            }) as ValidationOutcome;
            expect(validationSummary(outcome)).to.equal('Missing required property: eventInfo.link.text');
        });

        it('invalid at the item itself: the message alone; invalid without violations: invalid', () => {
            expect(validationSummary(validator.validate('page-view', [] as unknown as object) as ValidationOutcome)).to.equal(
                'Invalid type (expected object)'
            );
            expect(validationSummary({ status: 'invalid', violations: [] })).to.equal('invalid');
        });

        it('no schema, and not validated', async () => {
            page.cache('job-share', null, NOW + 1000);
            expect(validationSummary(await validator.validate('job-share', { event: 'job-share' }))).to.equal('no schema');
            page.cache('job-alert', PUBLISHED_AFTER_BUILD['job-alert'], NOW - 1);
            page.setCookie('notice_behavior', 'implied,eu');
            expect(validationSummary(await validator.validate('job-alert', { event: 'job-alert' }))).to.equal('not validated');
        });
    });
});

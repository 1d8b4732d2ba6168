import { expect } from 'chai';
import { HitComposer, HitPage } from '../../../../src/extensions/analytics/hit-composer';
import { Beacon } from '../../../../src/extensions/analytics/captured-hit';
import { PageViewPlugins } from '../../../../src/extensions/analytics/page-view-plugins';
import { Logger } from '../../../../src/services/logger';
import { QueryMasker } from '../../../../src/services/query-masker';

const PAGE: HitPage = { url: 'https://www.alderway.com/cars.html?email=a%40b.c', referrer: () => 'https://search.example/' };

describe('HitComposer (a hit\'s values, in ordered steps, without the DOM)', () => {
    let warnings: string[];
    let measured: string[];
    let pluginValues: () => Record<string, string | undefined>;
    let masker: QueryMasker;

    function composer(): HitComposer {
        const logger = { warn: (message: unknown) => warnings.push(String(message)) } as unknown as Logger;
        const plugins = { values: () => pluginValues() } as unknown as PageViewPlugins;
        return new HitComposer(plugins, masker, pageName => measured.push(pageName), logger);
    }

    beforeEach(() => {
        warnings = [];
        measured = [];
        pluginValues = () => ({ prop2: 'previous page', eVar30: 'from the plug-ins' });
        masker = new QueryMasker(['email'], 'xxxxx');
    });

    it('takes page code\'s variables, the call\'s values over them, and the plug-ins\' over both, for a page view', () => {
        const beacon: Beacon = { tracker: { eVar30: 'page code', prop5: 'kept', events: 'event1' } as never, values: { eVar30: 'the call', eVar7: 'seven', event2: true, pageName: 'home' } };
        const hit = composer().compose(beacon, PAGE)!;
        expect(hit.variables).to.include({ eVar30: 'from the plug-ins', prop5: 'kept', eVar7: 'seven', prop2: 'previous page', events: 'event1,event2', pageName: 'home', referrer: 'https://search.example/' });
        expect(hit.variables.pageURL).to.equal('https://www.alderway.com/cars.html?email=xxxxx');
        expect(measured).to.deep.equal(['home']);
    });

    it('sends a page view without the plug-ins when they fail, and says so', () => {
        pluginValues = () => { throw new Error('s_ppv unreadable'); };
        const hit = composer().compose({ values: { pageName: 'home', eVar7: 'seven' } }, PAGE)!;
        expect(hit.variables).to.include({ pageName: 'home', eVar7: 'seven' });
        expect(hit.variables.prop2).to.equal(undefined);
        expect(warnings).to.deep.equal(['Composing a hit: the plug-ins step failed; the hit goes without it.']);
    });

    it('drops a hit whose masking fails rather than send an unmasked value', () => {
        masker.maskValues = () => { throw new Error('broken pattern'); };
        expect(composer().compose({ values: { pageName: 'home' } }, PAGE)).to.equal(undefined);
        expect(warnings).to.deep.equal(['Composing a hit: the masking step failed; the hit is not sent.']);
    });

    it('names link hits by the last page view, masks their link, keeps only linkTrackVars, and reads the referrer on the first hit only', () => {
        const subject = composer();
        subject.compose({ values: { pageName: 'home' } }, PAGE);
        const tracker = { linkTrackVars: 'eVar7', linkTrackEvents: 'None', eVar7: 'seven', eVar8: 'eight' } as never;
        const hit = subject.compose({ tracker, values: {}, link: { type: 'e', name: 'out?email=a@b.c', url: 'https://partner.example/?email=a@b.c' } }, PAGE)!;
        expect(hit.variables).to.include({ eVar7: 'seven', pageName: 'home' });
        expect(hit.variables.eVar8).to.equal(undefined);
        expect(hit.variables.referrer).to.equal(undefined);
        expect(hit.link).to.deep.equal({ type: 'e', name: 'out?email=xxxxx', url: 'https://partner.example/?email=xxxxx' });
        expect(measured, 'no page measured for a link').to.deep.equal(['home']);
    });
});

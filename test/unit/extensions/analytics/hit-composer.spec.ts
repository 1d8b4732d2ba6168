import { expect } from 'chai';
import { HitComposer } from '../../../../src/extensions/analytics/hit-composer';
import { HitMaskingStep } from '../../../../src/extensions/analytics/hit-masking-step';
import type { ComposedHit, HitPage, HitStep } from '../../../../src/extensions/analytics/hit-step';
import { HitVariablesStep } from '../../../../src/extensions/analytics/hit-variables-step';
import { LinkFilterStep } from '../../../../src/extensions/analytics/link-filter-step';
import { PageNameStep } from '../../../../src/extensions/analytics/page-name-step';
import { PageViewPluginStep } from '../../../../src/extensions/analytics/page-view-plugin-step';
import type { PageViewPlugins } from '../../../../src/extensions/analytics/page-view-plugins';
import type { Logger } from '../../../../src/services/logger';
import type { PageActivityMeter } from '../../../../src/services/page-activity-meter';
import { QueryMasker } from '../../../../src/services/query-masker';
import type { LinkBeacon, TrackedValues } from '../../../../src/services/tracker-service';

const PAGE: HitPage = { url: 'https://www.alderway.com/cars.html?email=a%40b.c', referrer: () => 'https://search.example/' };

describe("HitComposer (a hit's values, in ordered steps, without the DOM)", () => {
    let warnings: string[];
    let measured: string[];
    let pluginValues: () => Record<string, string | undefined>;
    let masker: QueryMasker;

    /** A hit as a capture hands it: a copy of page code's variables (`tracker`, with `overrides` standing in). */
    interface Asked {
        values: TrackedValues;
        tracker?: Record<string, unknown>;
        link?: LinkBeacon;
    }

    /** The analytics module's steps, handed in shuffled: they run by their order. */
    function composer(extra: HitStep[] = []): { compose(asked: Asked, page: HitPage): ComposedHit | undefined } {
        const logger = { warn: (message: unknown) => warnings.push(String(message)) } as unknown as Logger;
        const plugins = { values: () => pluginValues() } as unknown as PageViewPlugins;
        const pageActivity = () =>
            Promise.resolve({ start: (pageName: string) => measured.push(pageName) } as unknown as PageActivityMeter);
        const steps: HitStep[] = [
            new LinkFilterStep(),
            new HitMaskingStep(masker),
            new HitVariablesStep(),
            new PageViewPluginStep({ plugins, masker, pageActivity, logger }),
            new PageNameStep(),
            ...extra
        ];
        const subject = new HitComposer({ steps, logger });
        return {
            compose: (asked, page) => subject.compose({ values: asked.values, link: asked.link, variables: { ...asked.tracker }, page })
        };
    }

    beforeEach(() => {
        warnings = [];
        measured = [];
        pluginValues = () => ({ prop2: 'previous page', eVar30: 'from the plug-ins' });
        masker = new QueryMasker(['email'], 'xxxxx');
    });

    /** The page activity meter is in the after-load file: started once its promise settles. */
    const settled = () => new Promise(resolve => setImmediate(resolve));

    it("takes page code's variables, the call's values over them, and the plug-ins' over both, for a page view", async () => {
        const beacon: Asked = {
            tracker: { eVar30: 'page code', prop5: 'kept', events: 'event1' },
            values: { eVar30: 'the call', eVar7: 'seven', event2: true, pageName: 'home' }
        };
        const hit = composer().compose(beacon, PAGE)!;
        expect(hit.variables).to.include({
            eVar30: 'from the plug-ins',
            prop5: 'kept',
            eVar7: 'seven',
            prop2: 'previous page',
            events: 'event1,event2',
            pageName: 'home',
            referrer: 'https://search.example/'
        });
        expect(hit.variables.pageURL).to.equal('https://www.alderway.com/cars.html?email=xxxxx');
        expect(hit.keptOnTracker, 'the unmasked address, for the capture to keep on s').to.deep.equal({ pageURL: PAGE.url });
        await settled();
        expect(measured).to.deep.equal(['home']);
    });

    it('sends a page view without the plug-ins when they fail, and says so', () => {
        pluginValues = () => {
            throw new Error('s_ppv unreadable');
        };
        const hit = composer().compose({ values: { pageName: 'home', eVar7: 'seven' } }, PAGE)!;
        expect(hit.variables).to.include({ pageName: 'home', eVar7: 'seven' });
        expect(hit.variables.prop2).to.equal(undefined);
        expect(warnings).to.deep.equal(['Composing a hit: the plug-ins step failed; the hit goes without it.']);
    });

    it('drops a hit whose masking fails rather than send an unmasked value', () => {
        masker.maskValues = () => {
            throw new Error('broken pattern');
        };
        expect(composer().compose({ values: { pageName: 'home' } }, PAGE)).to.equal(undefined);
        expect(warnings).to.deep.equal(['Composing a hit: the masking step failed; the hit is not sent.']);
    });

    it('names link hits by the last page view, masks their link, keeps only linkTrackVars, and reads the referrer on the first hit only', async () => {
        const subject = composer();
        subject.compose({ values: { pageName: 'home' } }, PAGE);
        const tracker = { linkTrackVars: 'eVar7', linkTrackEvents: 'None', eVar7: 'seven', eVar8: 'eight' };
        const hit = subject.compose(
            { tracker, values: {}, link: { type: 'e', name: 'out?email=a@b.c', url: 'https://partner.example/?email=a@b.c' } },
            PAGE
        )!;
        expect(hit.variables).to.include({ eVar7: 'seven', pageName: 'home' });
        expect(hit.variables.eVar8).to.equal(undefined);
        expect(hit.variables.referrer).to.equal(undefined);
        expect(hit.link).to.deep.equal({ type: 'e', name: 'out?email=xxxxx', url: 'https://partner.example/?email=xxxxx' });
        await settled();
        expect(measured, 'no page measured for a link').to.deep.equal(['home']);
    });

    it('runs a step another module contributes at its place in the order, on masked values', () => {
        const seen: string[] = [];
        const audit: HitStep = {
            name: 'audit',
            order: 450,
            required: false,
            run: hit => {
                seen.push(String(hit.variables.pageURL));
                hit.variables.eVar90 = 'audited';
            }
        };
        const hit = composer([audit]).compose({ values: { pageName: 'home' } }, PAGE)!;
        expect(seen).to.deep.equal(['https://www.alderway.com/cars.html?email=xxxxx']);
        expect(hit.variables.eVar90).to.equal('audited');
    });

    it('contains a contributed step that throws: an optional one leaves the hit as it was, a required one drops it', () => {
        const broken = (required: boolean): HitStep => ({
            name: 'broken',
            order: 350,
            required,
            run: () => {
                throw new Error('bug');
            }
        });
        expect(composer([broken(false)]).compose({ values: { pageName: 'home' } }, PAGE)!.variables.pageName).to.equal('home');
        expect(composer([broken(true)]).compose({ values: { pageName: 'home' } }, PAGE)).to.equal(undefined);
        expect(warnings).to.deep.equal([
            'Composing a hit: the broken step failed; the hit goes without it.',
            'Composing a hit: the broken step failed; the hit is not sent.'
        ]);
    });

    it('drops the hit when the page name or link filter step fails, naming the step', () => {
        const page = {
            variables: {
                get pageName(): string {
                    throw new Error('page code getter');
                }
            }
        };
        const link = {
            variables: {
                get linkTrackVars(): string {
                    throw new Error('page code getter');
                }
            }
        };
        const logger = { warn: (message: unknown) => warnings.push(String(message)) } as unknown as Logger;
        const subject = new HitComposer({ steps: [new PageNameStep(), new LinkFilterStep()], logger });
        expect(subject.compose({ values: {}, variables: page.variables, page: PAGE })).to.equal(undefined);
        expect(subject.compose({ values: {}, variables: link.variables, link: { type: 'o', name: 'x' }, page: PAGE })).to.equal(undefined);
        expect(warnings).to.deep.equal([
            'Composing a hit: the page name step failed; the hit is not sent.',
            'Composing a hit: the link filter step failed; the hit is not sent.'
        ]);
    });

    it('names the page from a number page code set, and leaves link hits unnamed after an empty page name', () => {
        const subject = composer();
        expect(subject.compose({ values: {}, tracker: { pageName: 404 } }, PAGE)!.variables.pageName).to.equal('404');
        expect(
            subject.compose({ values: {}, link: { type: 'o', name: 'x' } }, PAGE)!.variables.pageName,
            'named by the page view'
        ).to.equal('404');
        subject.compose({ values: { pageName: '' } }, PAGE);
        expect(subject.compose({ values: {}, link: { type: 'o', name: 'x' } }, PAGE)!.variables.pageName).to.equal(undefined);
    });

    it('filters only link hits by linkTrackVars: a page view keeps every variable', () => {
        const hit = composer().compose(
            { values: { pageName: 'home' }, tracker: { linkTrackVars: 'eVar7', eVar7: 'seven', eVar8: 'eight' } },
            PAGE
        )!;
        expect(hit.variables).to.include({ eVar7: 'seven', eVar8: 'eight' });
    });
});

import { expect } from 'chai';
import { TrackerService } from '../../../../src/services/tracker-service';
import { captureConsole } from '../../console-capture';
import { AnalyticsTestPage } from './analytics-test-page';

/** How a rule's values and page code's variables become a beacon's (docs/protocols.md §2.2-§2.4, §2.5). */
describe('TrackerService: values of a hit', () => {
    let page: AnalyticsTestPage;
    let tracker: TrackerService;

    beforeEach(async () => {
        captureConsole();
        page = await AnalyticsTestPage.openAfterPageView({ globals: { pageName: 'home' } });
        tracker = page.container.get<TrackerService>(TrackerService);
    });

    afterEach(() => page.stop());

    async function linkWith(values: Record<string, unknown>): Promise<Record<string, string>> {
        void tracker.trackLink({ type: 'o', name: 'hit', values: values as never });
        await page.clock.tickAsync(50);
        const beacons = page.decodedBeacons();
        expect(beacons).to.have.length(1);
        return beacons[0].values;
    }

    it('makes events of eventN values: a flag for true and "true", a number for numbers, a flag for other text', async () => {
        const values = await linkWith({ event1: true, event2: 'true', event3: 42, event4: '7', event5: 'many', event6: false, eventx: 1 });
        expect(values.events).to.equal('event1,event2,event3=42,event4=7,event5');
    });

    it('leaves out undefined, null, empty and false values, and sends 0', async () => {
        const values = await linkWith({ eVar1: undefined, eVar2: null, eVar3: '', eVar4: false, eVar5: 0, eVar6: 'x' });
        expect(['v1', 'v2', 'v3', 'v4'].filter(key => key in values)).to.deep.equal([]);
        expect(values.v6).to.equal('x');
    });

    it("puts contextData.* values into the context data, beside page code's own, and ignores context data that is no object", async () => {
        page.tracker().contextData = { own: 'yes' } as never;
        void tracker.trackLink({ type: 'o', name: 'hit', values: { 'contextData.rule': 'r' } as never });
        (page.tracker() as unknown as Record<string, unknown>).contextData = 'not an object';
        void tracker.trackLink({ type: 'o', name: 'hit', values: { 'contextData.rule': 'r' } as never });
        await page.clock.tickAsync(100);
        expect(page.beacons().map(beacon => /&c\.(&.*?)&\.c&/.exec(beacon.query)?.[1])).to.deep.equal(['&own=yes&rule=r', '&rule=r']);
    });

    it("carries page code's string and number variables, and events it set with the rule's", async () => {
        Object.assign(page.tracker(), { eVar9: 'nine', prop9: 9, events: 'event9', eVar10: { not: 'sent' }, eVar11: true });
        const values = await linkWith({ event1: true });
        expect(values).to.include({ v9: 'nine', c9: '9', events: 'event9,event1' });
        expect(values).not.to.have.property('v10');
        expect(values).not.to.have.property('v11');
    });

    it('names the page of a link by the last page view', async () => {
        expect((await linkWith({})).pageName).to.equal('home');
    });

    it('goes to a path with the account and a cache buster of the 3-hour slot and 13 random digits', async () => {
        void tracker.trackLink({ type: 'o', name: 'hit' });
        await page.clock.tickAsync(50);
        const base = page.sent[0].base;
        const slot = Math.floor(Date.now() / 10800000) % 10;
        expect(base).to.match(new RegExp(`/b/ss/[^/]+/1/JS-2\\.27\\.0/s${slot}\\d{1,13}$`));
        expect(base.split('/').pop()!.length, 'up to 13 random digits').to.be.at.most(15);
    });

    it('lets page code force a link: s.tl(this, ...) with a function calls it once the beacon left', async () => {
        const done: string[] = [];
        page.tracker().tl(true, 'o', 'forced', undefined, () => done.push('done'));
        expect(done).to.deep.equal([]);
        await page.clock.tickAsync(50);
        expect(done).to.deep.equal(['done']);
    });
});

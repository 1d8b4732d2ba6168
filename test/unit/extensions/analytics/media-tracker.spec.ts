import { expect } from 'chai';
import { captureConsole } from '../../console-capture';
import { testDom } from '../../setup';
import { AnalyticsTestPage } from './analytics-test-page';

/** What jsdom's media elements cannot do (no playback): the player's state, as the browser would report it. */
interface Playback {
    duration: number;
    currentTime: number;
    paused: boolean;
}

interface TestMedia {
    readonly element: HTMLMediaElement;
    readonly playback: Playback;
}

describe('MediaTracker', () => {
    let page: AnalyticsTestPage;

    beforeEach(async () => {
        // The consent banner's script never loads in jsdom, and says so after 30 s: not this suite's concern.
        captureConsole();
        page = new AnalyticsTestPage('https://www.alderway.com/deals.html', undefined, { pageName: 'alderway:us:rental:deals' }).start();
        // The page view, then window load and the after-load features (the media-tracking rule).
        await page.clock.tickAsync(100);
    });

    afterEach(() => page.stop());

    function addMedia(tag: 'video' | 'audio', attributes: Record<string, string>, duration = 120): TestMedia {
        const document = testDom.window.document;
        const element = document.createElement(tag);
        for (const [name, value] of Object.entries(attributes)) {
            element.setAttribute(name, value);
        }
        const playback: Playback = { duration, currentTime: 0, paused: true };
        for (const property of ['duration', 'currentTime', 'paused'] as const) {
            Object.defineProperty(element, property, {
                configurable: true,
                get: () => playback[property],
                set: (value: unknown) => Object.assign(playback, { [property]: value })
            });
        }
        document.body.append(element);
        return { element, playback };
    }

    function fire(media: TestMedia, type: 'play' | 'pause' | 'timeupdate' | 'ended' | 'seeking' | 'seeked'): void {
        media.element.dispatchEvent(new testDom.window.Event(type));
    }

    function play(media: TestMedia): void {
        media.playback.paused = false;
        fire(media, 'play');
    }

    function pause(media: TestMedia): void {
        media.playback.paused = true;
        fire(media, 'pause');
    }

    /** Plays on for `seconds`, with a timeupdate every 250 ms as browsers fire them. */
    async function playFor(media: TestMedia, seconds: number): Promise<void> {
        for (let step = 0; step < seconds * 4; step++) {
            await page.clock.tickAsync(250);
            media.playback.currentTime += 0.25;
            fire(media, 'timeupdate');
        }
    }

    function seekTo(media: TestMedia, time: number): void {
        fire(media, 'seeking');
        media.playback.currentTime = time;
        fire(media, 'timeupdate');
        fire(media, 'seeked');
    }

    async function end(media: TestMedia): Promise<void> {
        media.playback.currentTime = media.playback.duration;
        media.playback.paused = true;
        fire(media, 'timeupdate');
        fire(media, 'pause');
        fire(media, 'ended');
        await page.clock.tickAsync(200);
    }

    function setVisibility(state: 'hidden' | 'visible'): void {
        Object.defineProperty(testDom.window.document, 'visibilityState', { configurable: true, value: state });
        testDom.window.document.dispatchEvent(new testDom.window.Event('visibilitychange'));
    }

    /** The media link beacons sent so far, decoded. */
    function mediaBeacons(): Array<Record<string, string>> {
        return page
            .decodedBeacons()
            .map(beacon => beacon.values)
            .filter(query => query.pev2?.startsWith('media:'));
    }

    function milestones(): string[] {
        return mediaBeacons().map(beacon => beacon.pev2);
    }

    function heartbeats(): Array<Record<string, string>> {
        return mediaBeacons().filter(beacon => beacon.pev2.endsWith(':heartbeat'));
    }

    it('sends a start link beacon with event501 and the media name in eVar80 when a video first plays', async () => {
        const video = addMedia('video', { 'data-media-name': 'spring-promo' });
        play(video);
        await page.clock.tickAsync(100);
        const beacons = mediaBeacons();
        expect(beacons).to.have.length(1);
        expect(beacons[0]).to.include({
            pe: 'lnk_o',
            pev2: 'media:spring-promo:start',
            events: 'event501',
            v80: 'spring-promo',
            pageName: 'alderway:us:rental:deals'
        });
    });

    it('counts a video the visitor started before tracking began (it starts in idle time after load)', async () => {
        page.stop();
        captureConsole();
        page = new AnalyticsTestPage('https://tour.alderway.com/', undefined, { pageName: 'alderway:us:rental:tour' });
        const video = addMedia('video', { 'data-media-name': 'branch tour' });
        video.playback.paused = false;
        page.start();
        await page.clock.tickAsync(100);
        expect(milestones()).to.deep.equal(['media:branch tour:start']);
    });

    it('sends start only once when the video plays again after a pause', async () => {
        const video = addMedia('video', { 'data-media-name': 'spring-promo' });
        play(video);
        await playFor(video, 5);
        pause(video);
        play(video);
        await page.clock.tickAsync(100);
        expect(milestones()).to.deep.equal(['media:spring-promo:start']);
    });

    it('reports the 25 % milestone once, with event502, when playback passes a quarter', async () => {
        const video = addMedia('video', { 'data-media-name': 'spring-promo' }, 120);
        play(video);
        await playFor(video, 29);
        expect(milestones()).to.deep.equal(['media:spring-promo:start']);
        await playFor(video, 5);
        await page.clock.tickAsync(100);
        expect(milestones()).to.deep.equal(['media:spring-promo:start', 'media:spring-promo:25%']);
        expect(mediaBeacons()[1]).to.include({ pe: 'lnk_o', events: 'event502', v80: 'spring-promo' });
    });

    it('reports each milestone passed, in order, when the viewer seeks past several of them', async () => {
        const video = addMedia('video', { 'data-media-name': 'spring-promo' }, 120);
        play(video);
        await playFor(video, 2);
        seekTo(video, 119);
        await page.clock.tickAsync(200);
        const beacons = mediaBeacons();
        expect(beacons.map(beacon => [beacon.pev2, beacon.events])).to.deep.equal([
            ['media:spring-promo:start', 'event501'],
            ['media:spring-promo:25%', 'event502'],
            ['media:spring-promo:50%', 'event503'],
            ['media:spring-promo:75%', 'event504'],
            ['media:spring-promo:99%', 'event505']
        ]);
        seekTo(video, 10);
        seekTo(video, 119.5);
        await page.clock.tickAsync(200);
        expect(mediaBeacons(), 'a milestone counts once').to.have.length(5);
    });

    it('sends a heartbeat every 60 s while playing, with the seconds played as event507', async () => {
        const video = addMedia('video', { 'data-media-name': 'spring-promo' }, 600);
        play(video);
        await playFor(video, 60);
        await page.clock.tickAsync(100);
        expect(heartbeats()).to.have.length(1);
        expect(heartbeats()[0]).to.include({ pe: 'lnk_o', events: 'event507=60', v80: 'spring-promo' });
        await playFor(video, 60);
        await page.clock.tickAsync(100);
        expect(heartbeats().map(beacon => beacon.events)).to.deep.equal(['event507=60', 'event507=120']);
    });

    it('stops the heartbeat when the video is paused', async () => {
        const video = addMedia('video', { 'data-media-name': 'spring-promo' }, 600);
        play(video);
        await playFor(video, 30);
        pause(video);
        await page.clock.tickAsync(180000);
        expect(milestones()).to.deep.equal(['media:spring-promo:start']);
    });

    it('stops the heartbeat when the page becomes hidden', async () => {
        const video = addMedia('video', { 'data-media-name': 'spring-promo' }, 600);
        play(video);
        await playFor(video, 30);
        setVisibility('hidden');
        await playFor(video, 120);
        expect(heartbeats()).to.deep.equal([]);
    });

    it('sends the heartbeat again once the page is visible again while the video still plays', async () => {
        const video = addMedia('video', { 'data-media-name': 'spring-promo' }, 600);
        play(video);
        await playFor(video, 30);
        setVisibility('hidden');
        await playFor(video, 30);
        setVisibility('visible');
        await playFor(video, 120);
        await page.clock.tickAsync(100);
        expect(
            heartbeats().map(beacon => beacon.events),
            'two minutes of visible playback after the tab came back'
        ).to.deep.equal(['event507=120', 'event507=180']);
    });

    it('sends complete with event506 and the seconds played as event507 when the video ends', async () => {
        const video = addMedia('video', { 'data-media-name': 'spring-promo' }, 40);
        play(video);
        await playFor(video, 40);
        await end(video);
        const complete = mediaBeacons().filter(beacon => beacon.pev2 === 'media:spring-promo:complete');
        expect(complete).to.have.length(1);
        expect(complete[0]).to.include({ pe: 'lnk_o', events: 'event506,event507=40', v80: 'spring-promo' });
    });

    it('sends complete only once when the video ends again after a replay', async () => {
        const video = addMedia('video', { 'data-media-name': 'spring-promo' }, 20);
        play(video);
        await playFor(video, 20);
        await end(video);
        video.playback.currentTime = 0;
        play(video);
        await playFor(video, 20);
        await end(video);
        expect(milestones().filter(name => name.endsWith(':complete'))).to.have.length(1);
    });

    it('does not count the part skipped by seeking forward as time played', async () => {
        const video = addMedia('video', { 'data-media-name': 'spring-promo' }, 120);
        play(video);
        await playFor(video, 10);
        seekTo(video, 100);
        await playFor(video, 20);
        await end(video);
        const complete = mediaBeacons().find(beacon => beacon.pev2 === 'media:spring-promo:complete');
        expect(complete?.events, '10 s before the seek and 20 s after').to.equal('event506,event507=30');
    });

    it('names audio by its file when it has no data-media-name', async () => {
        const audio = addMedia('audio', { src: 'https://media.alderway.com/audio/jingle.mp3' }, 30);
        Object.defineProperty(audio.element, 'currentSrc', { configurable: true, value: 'https://media.alderway.com/audio/jingle.mp3' });
        play(audio);
        await page.clock.tickAsync(100);
        expect(mediaBeacons().map(beacon => [beacon.pev2, beacon.v80, beacon.events])).to.deep.equal([
            ['media:jingle.mp3:start', 'jingle.mp3', 'event501']
        ]);
    });

    it('tracks each media element on its own', async () => {
        const first = addMedia('video', { 'data-media-name': 'spring-promo' }, 100);
        const second = addMedia('video', { 'data-media-name': 'suv-tour' }, 100);
        play(first);
        await playFor(first, 26);
        pause(first);
        play(second);
        await playFor(second, 2);
        await page.clock.tickAsync(100);
        expect(milestones()).to.deep.equal(['media:spring-promo:start', 'media:spring-promo:25%', 'media:suv-tour:start']);
    });

    it('ignores the same events on elements that are not media', async () => {
        const div = testDom.window.document.createElement('div');
        testDom.window.document.body.append(div);
        for (const type of ['play', 'timeupdate', 'ended']) {
            div.dispatchEvent(new testDom.window.Event(type));
        }
        await page.clock.tickAsync(100);
        expect(mediaBeacons()).to.deep.equal([]);
    });
});

import { expect } from 'chai';
import * as sinon from 'sinon';
import type { VisitorInstance } from '../../../../src/extensions/visitor/visitor-instance';
import { captureConsole } from '../../console-capture';
import { testDom } from '../../setup';
import { MID, TODAY, VisitorTestPage } from './visitor-test-page';

const IBS = [
    { id: '411', tag: 'img', url: ['//cm.sync-partner.example/sync/411?d_uuid=x'], ttl: 10080, fireURLSync: 1, syncOnPage: 1 },
    { id: '771', tag: 'img', url: ['//a.sync-partner.example/x', '//b.sync-partner.example/y'], ttl: 20160, fireURLSync: 1, syncOnPage: 0 }
];

describe('Id syncs (destination publishing)', () => {
    let page: VisitorTestPage;
    let instance: VisitorInstance;

    async function visitWith(answer: Record<string, unknown>, configure?: () => void): Promise<void> {
        page = new VisitorTestPage().start();
        configure?.();
        await page.settle();
        page.answer(0, { d_mid: MID, id_sync_ttl: 604800, d_blob: 'B', dcs_region: 9, d_ottl: 7200, ...answer });
        await page.settle();
        page.answer(1, {});
        await page.settle();
        instance = page.visitor.instance!;
    }

    function iframe(): HTMLIFrameElement {
        return testDom.window.document.getElementById('destination_publishing_iframe_mmg_0') as HTMLIFrameElement;
    }

    afterEach(() => page.stop());

    it("attaches the hidden iframe on the sync subdomain with the library's attributes", async () => {
        await visitWith({ ibs: IBS, subdomain: 'mmg' });
        const element = iframe();
        expect(element.src).to.equal('https://mmg.demdex.net/dest5.html?d_nsid=0#https%3A%2F%2Fwww.alderway.com');
        expect(element.name).to.equal('destination_publishing_iframe_mmg_0_name');
        expect(element.getAttribute('sandbox')).to.equal('allow-scripts allow-same-origin');
        expect(element.title).to.equal('Adobe ID Syncing iFrame');
        expect(element.style.display).to.equal('none');
    });

    it('posts the syncs in one combined message once the iframe answered its handshake', async () => {
        await visitWith({ ibs: IBS, subdomain: 'mmg' });
        const post = sinon.spy(iframe().contentWindow!, 'postMessage');
        iframe().dispatchEvent(new testDom.window.Event('load'));
        expect(post.called, 'waits for the handshake').to.equal(false);
        testDom.window.dispatchEvent(
            new testDom.window.MessageEvent('message', {
                data: '---destpub-to-parent---canSetThirdPartyCookies|true',
                origin: 'https://mmg.demdex.net'
            })
        );
        expect(post.calledOnce).to.equal(true);
        expect(post.firstCall.args).to.deep.equal([
            '---destpub-combined---ibs|771|img|%2F%2Fa.sync-partner.example%2Fx,%2F%2Fb.sync-partner.example%2Fy|20160|||true',
            'https://mmg.demdex.net'
        ]);
        expect(iframe().className).to.equal('aamIframeLoaded');
    });

    it('posts anyway 250 ms after the iframe loaded when no handshake comes, and ignores other origins', async () => {
        await visitWith({ ibs: IBS, subdomain: 'mmg' });
        const post = sinon.spy(iframe().contentWindow!, 'postMessage');
        iframe().dispatchEvent(new testDom.window.Event('load'));
        testDom.window.dispatchEvent(
            new testDom.window.MessageEvent('message', {
                data: '---destpub-to-parent---canSetThirdPartyCookies|true',
                origin: 'https://evil.example'
            })
        );
        await page.clock.tickAsync(249);
        expect(post.called).to.equal(false);
        await page.clock.tickAsync(1);
        expect(post.calledOnce).to.equal(true);
    });

    it('fires on-page syncs as images and books them in MCSYNCSOP until their day passes', async () => {
        await visitWith({ ibs: IBS, subdomain: 'mmg' });
        expect(page.amcv().decoded).to.contain(`|MCSYNCSOP|411-${TODAY + 7}|`);
    });

    it('books syncs in MCSYNCS when the iframe cannot set third-party cookies', async () => {
        await visitWith({ ibs: IBS, subdomain: 'mmg' });
        iframe().dispatchEvent(new testDom.window.Event('load'));
        testDom.window.dispatchEvent(
            new testDom.window.MessageEvent('message', {
                data: '---destpub-to-parent---canSetThirdPartyCookies|false',
                origin: 'https://mmg.demdex.net'
            })
        );
        page.visitor.instance!.setCustomerIDs({ crm: 'c-1' });
        // The calls come from the identity file: they start a moment later.
        await page.settle();
        page.answer(2, { dcs_region: 9, d_blob: 'B2', ibs: [{ ...IBS[1], id: '772' }], subdomain: 'mmg' });
        await page.settle();
        expect(page.amcv().decoded).to.contain(`|MCSYNCS|772-${TODAY + 14}|`);
    });

    it('keeps the sync bookkeeping under 649 characters, dropping the earliest expiry first', async () => {
        const many = Array.from({ length: 80 }, (_, index) => ({
            id: String(100000 + index),
            tag: 'img',
            url: [`//p.example/${index}`],
            ttl: 1440 * (index + 1),
            syncOnPage: 1
        }));
        await visitWith({ ibs: many, subdomain: 'mmg' });
        const bookkeeping = /\|MCSYNCSOP\|([^|]*)\|/.exec(page.amcv().decoded!)![1];
        expect(bookkeeping.length).to.be.at.most(649);
        expect(bookkeeping.startsWith(`100079-${TODAY + 80}`), 'the latest expiry is kept').to.equal(true);
        expect(bookkeeping).not.to.contain('100000-');
    });

    it('does not attach the iframe without a subdomain or with the placeholder, and says the syncs cannot go', async () => {
        const console = captureConsole();
        await visitWith({ ibs: IBS, subdomain: 'nosubdomainreturned' });
        expect(iframe()).to.equal(null);
        expect(console.lines('warn')).to.include('\u{1F680} subdomain or messages or urlDestinations not populated');
    });

    describe('manual syncs', () => {
        it("checks idSyncByURL's config and queues a valid sync", async () => {
            await visitWith({ ibs: [], subdomain: 'mmg' });
            expect(instance.idSyncByURL({ dpid: '', url: '//x' })).to.equal('Error: config.dpid is empty');
            expect(instance.idSyncByURL({ dpid: 24 as unknown as string, url: '//x' })).to.equal('Error: config.dpid is empty');
            expect(instance.idSyncByURL({ dpid: '24', url: '' })).to.equal('Error: config.url is empty');
            expect(instance.idSyncByURL({ dpid: '24', url: '//x', minutesToLive: -5 })).to.equal(
                'Error: config.minutesToLive needs to be a positive number'
            );
            expect(instance.idSyncByURL({ dpid: '24', url: '//x', minutesToLive: 'soon' })).to.equal(
                'Error: config.minutesToLive needs to be a positive number'
            );
            expect(instance.idSyncByURL({ dpid: '24', url: 'https://partner.example/match?id=1', dpuuid: 'u-9' })).to.equal(
                'Successfully queued'
            );
        });

        it('sends a queued sync with the default 20160 minutes to live once the iframe is there', async () => {
            await visitWith({ ibs: [], subdomain: 'mmg' });
            instance.idSyncByURL({ dpid: '24', url: 'https://partner.example/match?id=1', dpuuid: 'u-9' });
            instance.idSyncByDataSource({ dpid: '123', dpuuid: 'abc' });
            const element = testDom.window.document.getElementById('destination_publishing_iframe_mmg_0') as HTMLIFrameElement | null;
            expect(element, 'an answer with an empty ibs list attaches no iframe yet').to.equal(null);
            page.visitor.instance!.setCustomerIDs({ crm: 'c-1' });
            // The calls come from the identity file: they start a moment later.
            await page.settle();
            page.answer(2, { dcs_region: 9, d_blob: 'B2', ibs: IBS.slice(1), subdomain: 'mmg' });
            await page.settle();
            const post = sinon.spy(iframe().contentWindow!, 'postMessage');
            iframe().dispatchEvent(new testDom.window.Event('load'));
            await page.clock.tickAsync(250);
            const message = post.firstCall.args[0] as string;
            expect(
                message.startsWith(
                    '---destpub-combined---ibs|24|img|%2F%2Fpartner.example%2Fmatch%3Fid%3D1|20160||,24,u-9%01ibs|123|img|%2F%2Fdpm.demdex.net%2Fibs%3Adpid%3D123%26dpuuid%3Dabc|20160||,123,'
                )
            ).to.equal(true);
        });

        it('publishDestinations posts raw messages through the iframe of the subdomain', async () => {
            await visitWith({ ibs: [], subdomain: 'mmg' });
            const replies: unknown[] = [];
            instance.publishDestinations('mmg', ['ibs|7|img|%2F%2Fp.example%2F7|60|||true'], (reply: unknown) => replies.push(reply));
            await page.settle();
            expect(replies).to.deep.equal([{ message: 'Successfully queued' }]);
            const post = sinon.spy(iframe().contentWindow!, 'postMessage');
            iframe().dispatchEvent(new testDom.window.Event('load'));
            await page.clock.tickAsync(250);
            expect(post.firstCall.args).to.deep.equal([
                '---destpub-combined---ibs|7|img|%2F%2Fp.example%2F7|60|||true',
                'https://mmg.demdex.net'
            ]);
        });

        it('publishDestinations fires URL destinations as images, one every 100 ms, without referrer where asked', async () => {
            const console = captureConsole();
            await visitWith({ ibs: [], subdomain: 'mmg' });
            const fired: Array<{ src: string; referrerPolicy: string }> = [];
            // The network edge: the images the page would load.
            (testDom.window as unknown as { Image: unknown }).Image = class {
                src = '';
                referrerPolicy = '';
                constructor() {
                    fired.push(this);
                }
            };
            instance.publishDestinations(
                {
                    subdomain: 'mmg',
                    urlDestinations: [
                        { url: 'https://p.example/a', hideReferrer: true },
                        { url: 'https://p.example/b', message: 'm' }
                    ]
                },
                () => undefined
            );
            await page.settle();
            expect(fired.map(image => [image.src, image.referrerPolicy])).to.deep.equal([['https://p.example/a', 'no-referrer']]);
            await page.clock.tickAsync(99);
            expect(fired).to.have.length(1);
            await page.clock.tickAsync(1);
            expect(fired.map(image => [image.src, image.referrerPolicy])).to.deep.equal([
                ['https://p.example/a', 'no-referrer'],
                ['https://p.example/b', '']
            ]);
            expect(console.lines('warn')).to.include(
                '\u{1F680} publishDestinations: the message of a URL destination is not supported; its URL is fired.'
            );
        });

        it('requires a dpuuid for idSyncByDataSource, and refuses when syncs are off', async () => {
            await visitWith({ ibs: [], subdomain: 'mmg' });
            expect(instance.idSyncByDataSource({ dpid: '123' })).to.equal('Error: config or config.dpuuid is empty');
            instance.configs.disableIdSyncs = true;
            expect(instance.idSyncByURL({ dpid: '24', url: '//x' })).to.equal('Error: id syncs have been disabled');
        });
    });
});

import { expect } from 'chai';
import * as fc from 'fast-check';
import { AnalyticsSettings } from '../../../src/config/analytics';
import { BeaconBuilder } from '../../../src/extensions/analytics/beacon-builder';
import { BeaconLimits } from '../../../src/extensions/analytics/beacon-limits';
import { DataTrackClickRule } from '../../../src/rules/data-track-click-rule';
import type { RuleEvent } from '../../../src/runtime/rule';
import { QueryMasker } from '../../../src/services/query-masker';
import { captureConsole } from '../console-capture';
import { AnalyticsTestPage } from '../extensions/analytics/analytics-test-page';
import { testDom } from '../setup';
import { resetTestPage } from '../test-container';
import { expectUnpolluted, hostileObject, hostileString, prototypeSnapshot, runs, wellFormed } from './fuzz-support';

const masker = new QueryMasker(AnalyticsSettings.maskedParameters, AnalyticsSettings.maskedValue, AnalyticsSettings.maskedParameterParts);

/** An attribute as page templates write it: JSON of any object (keys such as __proto__ included), near-JSON, or anything. */
const attribute = fc.oneof(
    hostileObject().map(payload => JSON.stringify(payload)),
    hostileObject().map(payload => JSON.stringify(payload).replace(/"/g, '')),
    fc.constantFrom('null', '[]', '"cta"', '42', '{', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}'),
    hostileString()
);

describe('Fuzz: the data-track attribute', () => {
    it('any attribute: the rule fires only for a JSON object, reads it as parsed, and pollutes nothing', () => {
        resetTestPage();
        const before = prototypeSnapshot();
        const rule = new DataTrackClickRule();
        const element = testDom.window.document.createElement('button');
        fc.assert(
            fc.property(attribute, text => {
                element.setAttribute('data-track', text);
                let parsed: unknown;
                try {
                    parsed = JSON.parse(text);
                } catch {
                    parsed = undefined;
                }
                const isObject = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
                expect(rule.condition({ element } as unknown as RuleEvent)).to.equal(isObject);
            }),
            runs(400)
        );
        expectUnpolluted(before);
    });

    it('a click on any tracked element: the beacon leaves, eVar55 the payload (masked, 255 bytes at most), the link named by its cta or its text', async () => {
        const page = await new AnalyticsTestPage('https://www.alderway.com/', undefined, { pageName: 'alderway:us:rental:home' })
            .withMarkup('<button id="tracked" type="button"></button>')
            .start()
            .afterPageView();
        captureConsole();
        const before = prototypeSnapshot();
        const button = testDom.window.document.getElementById('tracked')!;
        const payload = fc
            .record({ cta: fc.option(hostileString(300), { nil: undefined }) }, { requiredKeys: [] })
            .chain(cta => hostileObject(2).map(rest => ({ ...rest, ...cta })));
        try {
            await fc.assert(
                fc.asyncProperty(payload, hostileString(), async (item, text) => {
                    page.sent.length = 0;
                    button.setAttribute('data-track', JSON.stringify(item));
                    button.textContent = text;
                    // A long beacon goes by POST, which the fake network never answers: the next waits for the watchdog.
                    await page.click(button, AnalyticsSettings.requestWatchdog + 50);
                    const [beacon, ...more] = page.decodedBeacons();
                    expect(more).to.deep.equal([]);
                    const parsed = JSON.parse(JSON.stringify(item)) as { cta?: unknown };
                    const name = typeof parsed.cta === 'string' ? parsed.cta : text.replace(/\s+/g, ' ').trim();
                    const sentName = BeaconBuilder.truncate(masker.maskUrl(name)!, AnalyticsSettings.linkTextLimit);
                    // An eVar keeps 255 bytes at the back end: the beacon carries no more (BeaconLimits).
                    const sentPayload = BeaconLimits.truncateUtf8(
                        masker.maskUrl(JSON.stringify(parsed))!,
                        AnalyticsSettings.variableByteLimits.eVar
                    );
                    expect(beacon.values.v55).to.equal(sentPayload ? wellFormed(sentPayload) : undefined);
                    expect(beacon.values.pev2).to.equal(sentName ? wellFormed(sentName) : undefined);
                }),
                runs(40)
            );
        } finally {
            page.stop();
        }
        expectUnpolluted(before);
    });
});

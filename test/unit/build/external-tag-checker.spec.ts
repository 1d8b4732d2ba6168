import { expect } from 'chai';
import { ExternalTagChecker } from '../../../scripts/property/external-tag-checker';
import { PropertyChecker } from '../../../scripts/property/property-checker';
import { DOMAINS } from '../../../src/config/domains';
import type { ExternalTagRow } from '../../../src/config/external-tags';
import { EXTERNAL_TAGS, TAG_ASSET_HOST, TAG_HOSTS } from '../../../src/config/external-tags';
import type { Property } from '../../../src/config/property';
import { PROPERTY } from '../../../src/config/property';

const GOOD: ExternalTagRow = {
    id: 'survey',
    url: `https://${TAG_ASSET_HOST}/tags/survey.js`,
    loadsAt: 'window-loaded',
    appliesTo: { siteTypes: ['rental'] },
    category: 1
};

function problemsWith(...rows: unknown[]): string[] {
    return new ExternalTagChecker(DOMAINS).check(rows as ExternalTagRow[]);
}

describe('ExternalTagChecker (the build-time check of the external tags)', () => {
    it("accepts the property's tags, and the property checker runs it", () => {
        expect(new ExternalTagChecker(DOMAINS).check(EXTERNAL_TAGS)).to.deep.equal([]);
        const broken: Property = {
            ...PROPERTY,
            externalTags: [...PROPERTY.externalTags, { ...GOOD, url: 'http://assets.adobedtm.com/x.js' }]
        };
        expect(new PropertyChecker().check(broken)).to.deep.equal([
            `externalTags[${PROPERTY.externalTags.length}] (survey): url must be https, not http (got "http://assets.adobedtm.com/x.js")`
        ]);
    });

    it('names a row that would load over plain http', () => {
        expect(problemsWith(GOOD, { ...GOOD, id: 'pixel', url: `http://${TAG_ASSET_HOST}/pixel.js` })).to.deep.equal([
            `externalTags[1] (pixel): url must be https, not http (got "http://${TAG_ASSET_HOST}/pixel.js")`
        ]);
    });

    it('names a row on a host that is not allowed, and one whose URL does not parse', () => {
        expect(problemsWith({ ...GOOD, url: 'https://cdn.example.net/tag.js' }, { ...GOOD, id: 'broken', url: 'not a url' })).to.deep.equal(
            [
                `externalTags[0] (survey): url's host cdn.example.net is not allowed (allowed: ${TAG_HOSTS.join(', ')})`,
                'externalTags[1] (broken): url is not a URL (got "not a url")'
            ]
        );
    });

    it('admits a third-party host once it is listed', () => {
        expect(
            new ExternalTagChecker(DOMAINS, [TAG_ASSET_HOST, 'cdn.example.net']).check([{ ...GOOD, url: 'https://cdn.example.net/tag.js' }])
        ).to.deep.equal([]);
    });

    it('names an unknown consent category', () => {
        expect(problemsWith({ ...GOOD, category: 3 }, { ...GOOD, id: 'named', category: 'advertising' })).to.deep.equal([
            'externalTags[0] (survey): unknown consent category 3: must be one of 0 (required), 1 (functional), 2 (advertising)',
            'externalTags[1] (named): unknown consent category "advertising": must be one of 0 (required), 1 (functional), 2 (advertising)'
        ]);
    });

    it('names a duplicate id and the row it repeats', () => {
        expect(problemsWith(GOOD, { ...GOOD, id: 'other' }, { ...GOOD, category: 2 })).to.deep.equal([
            'externalTags[2] (survey): duplicate id (also externalTags[0] (survey))'
        ]);
    });

    it('names a bad moment, scope, integrity, vendor id and global name', () => {
        expect(
            problemsWith({
                ...GOOD,
                loadsAt: 'page-top',
                appliesTo: { hosts: ['www.example.com'] },
                integrity: 'md5-abc',
                iabVendorId: -1,
                globalName: 'a b'
            })
        ).to.deep.equal([
            'externalTags[0] (survey): integrity must be sha256-, sha384- or sha512- and a base64 digest (got "md5-abc")',
            'externalTags[0] (survey): loadsAt must be one of page-bottom, dom-ready, window-loaded or { event: \'<name>\' } (got "page-top")',
            "externalTags[0] (survey): appliesTo names hosts that are not the property's: www.example.com",
            'externalTags[0] (survey): iabVendorId must be a positive integer (got -1)',
            'externalTags[0] (survey): globalName must be a global\'s name or dot path (got "a b")'
        ]);
        expect(problemsWith({ ...GOOD, appliesTo: { siteTypes: ['boats'] } }, { ...GOOD, id: 'nowhere', appliesTo: {} })).to.deep.equal([
            'externalTags[0] (survey): appliesTo names unknown site types: boats',
            'externalTags[1] (nowhere): appliesTo must list site types or hosts'
        ]);
    });

    it('accepts a named rule event, listed hosts and an SRI hash', () => {
        expect(
            problemsWith({
                ...GOOD,
                loadsAt: { event: 'survey shown' },
                appliesTo: { hosts: ['www.alderway.com'] },
                integrity: 'sha384-AbC+/9=='
            })
        ).to.deep.equal([]);
    });
});

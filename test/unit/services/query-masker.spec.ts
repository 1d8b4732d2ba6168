import { expect } from 'chai';
import { AnalyticsSettings } from '../../../src/config/analytics';
import { QueryMasker } from '../../../src/services/query-masker';

const masker = new QueryMasker(AnalyticsSettings.maskedParameters, AnalyticsSettings.maskedValue);
const PAGE = 'https://www.alderway.com/account.html';

/** [what the page wrote, what may leave]: every row masks the value and keeps the name as written. */
function expectRows(rows: ReadonlyArray<readonly [string, string]>): void {
    for (const [written, masked] of rows) {
        expect(masker.maskUrl(written), written).to.equal(masked);
    }
}

describe('QueryMasker', () => {

    it('masks the configured names in the query, whatever their case', () => {
        expectRows([
            [`${PAGE}?email=jane%40example.com&step=2`, `${PAGE}?email=****&step=2`],
            [`${PAGE}?step=2&EMAIL=jane%40example.com`, `${PAGE}?step=2&EMAIL=****`],
            [`${PAGE}?Access_Token=abc&e=jane&x=1`, `${PAGE}?Access_Token=****&e=****&x=1`],
            [`${PAGE}?x=1;token=abc`, `${PAGE}?x=1;token=****`]
        ]);
    });

    it('reads percent-encoded names as the server does: any letter escaped, upper- or lower-case hex', () => {
        expectRows([
            [`${PAGE}?e%6Dail=a@b.c`, `${PAGE}?e%6Dail=****`],
            [`${PAGE}?%65mail=a@b.c`, `${PAGE}?%65mail=****`],
            [`${PAGE}?t%6Fken=abc&x=1`, `${PAGE}?t%6Fken=****&x=1`],
            [`${PAGE}?%65%6d%61%69%6c=a@b.c`, `${PAGE}?%65%6d%61%69%6c=****`],
            [`${PAGE}?%45%4D%41%49%4C=a@b.c`, `${PAGE}?%45%4D%41%49%4C=****`],
            [`${PAGE}?PaSs%77oRd=hunter2`, `${PAGE}?PaSs%77oRd=****`],
            [`${PAGE}?first%6Eame=Jane&last%4E%61me=Doe`, `${PAGE}?first%6Eame=****&last%4E%61me=****`],
            // Escaped once more (a URL pasted into a URL), `+` and blanks around the name.
            [`${PAGE}?e%256Dail=a@b.c`, `${PAGE}?e%256Dail=****`],
            [`${PAGE}?+email=a@b.c&%20token%20=abc`, `${PAGE}?+email=****&%20token%20=****`]
        ]);
    });

    it('reads the bracket forms of PHP and Rails: the name before the brackets, or a key inside them', () => {
        expectRows([
            [`${PAGE}?email[]=a@b.c`, `${PAGE}?email[]=****`],
            [`${PAGE}?email[0]=a@b.c&email[1]=d@e.f`, `${PAGE}?email[0]=****&email[1]=****`],
            [`${PAGE}?email[home]=a@b.c`, `${PAGE}?email[home]=****`],
            [`${PAGE}?EMAIL%5B%5D=a@b.c`, `${PAGE}?EMAIL%5B%5D=****`],
            [`${PAGE}?e%6Dail%5b0%5d=a@b.c`, `${PAGE}?e%6Dail%5b0%5d=****`],
            [`${PAGE}?contact[email]=a@b.c&contact[city]=Denver`, `${PAGE}?contact[email]=****&contact[city]=Denver`],
            [`${PAGE}?user[profile][Phone]=555`, `${PAGE}?user[profile][Phone]=****`]
        ]);
    });

    it('masks after the hash, in a hash route, and a hash that is only a pair', () => {
        expectRows([
            [`${PAGE}#e%6Dail=a@b.c`, `${PAGE}#e%6Dail=****`],
            [`${PAGE}?step=2#/confirm?t%6Fken=abc&lang=en`, `${PAGE}?step=2#/confirm?t%6Fken=****&lang=en`],
            ['token=abc', 'token=****'],
            ['e%6Dail=a@b.c', 'e%6Dail=****']
        ]);
    });

    it('masks the whole value: up to the next & as written (or the hash), whatever it holds', () => {
        expectRows([
            // `;` and an encoded & belong to the value, as URLSearchParams reads it.
            [`${PAGE}?email=jane;doe@example.com&step=2`, `${PAGE}?email=****&step=2`],
            [`${PAGE}?token=ab%26cd&step=2`, `${PAGE}?token=****&step=2`],
            [`${PAGE}?email=a@b.c#step2`, `${PAGE}?email=****#step2`],
            // In the hash, a second # is part of the value.
            [`${PAGE}#token=ab#cd&x=1`, `${PAGE}#token=****&x=1`],
            [`${PAGE}?email=&x=1`, `${PAGE}?email=****&x=1`]
        ]);
    });

    it('masks a URL encoded into another parameter (a return address), and an escaped =', () => {
        expectRows([
            [`${PAGE}?next=%2Faccount%3Femail%3Da%2540b.c%26step%3D2&lang=en`, `${PAGE}?next=%2Faccount%3Femail%3D****&lang=en`],
            [`${PAGE}?next=%2Fa%253Ft%256Fken%253Dabc`, `${PAGE}?next=%2Fa%253Ft%256Fken%253D****`],
            [`${PAGE}?email%3Da@b.c`, `${PAGE}?email%3D****`]
        ]);
    });

    it('tolerates malformed escapes: they neither throw nor hide a name', () => {
        expectRows([
            [`${PAGE}?q=%E0%A4%A&e%6Dail=a@b.c`, `${PAGE}?q=%E0%A4%A&e%6Dail=****`],
            [`${PAGE}?%=1&%ZZ=2&e%6Dail%E0=a@b.c&%E0%6Dail=x`, `${PAGE}?%=1&%ZZ=2&e%6Dail%E0=a@b.c&%E0%6Dail=x`],
            [`${PAGE}?email=%E0%A4%A`, `${PAGE}?email=****`]
        ]);
    });

    it('leaves other names, text without pairs, and nothing alone', () => {
        expectRows([
            [`${PAGE}?emails=1&female=2&username=u&e2=3&tokens=4`, `${PAGE}?emails=1&female=2&username=u&e2=3&tokens=4`],
            [`${PAGE}/email=a@b.c`, `${PAGE}/email=a@b.c`],
            ['Book now', 'Book now']
        ]);
        expect(masker.maskUrl(undefined)).to.equal(undefined);
        expect(masker.maskUrl('')).to.equal('');
    });

    it('masks the strings of maps and lists at any depth, keeps other values and every key', () => {
        const values = JSON.parse('{"__proto__":"?email=a","list":["?t%6Fken=1",{"deep":"#pwd=2"}],"count":3,"flag":true,"none":null}');
        const masked = masker.maskValues(values);
        expect(Object.keys(masked)).to.deep.equal(['__proto__', 'list', 'count', 'flag', 'none']);
        expect(Object.getOwnPropertyDescriptor(masked, '__proto__')?.value).to.equal('?email=****');
        expect(masked.list).to.deep.equal(['?t%6Fken=****', { deep: '#pwd=****' }]);
        expect(masked).to.include({ count: 3, flag: true, none: null });
    });

    it('sends a structure that contains itself once, instead of overflowing the stack', () => {
        const media: Record<string, unknown> = { url: '?token=abc' };
        media.self = media;
        expect(masker.maskValues({ media })).to.deep.equal({ media: { url: '?token=****', self: undefined } });
    });
});

import { expect } from 'chai';
import { AnalyticsSettings } from '../../../src/config/analytics';
import { QueryMasker } from '../../../src/services/query-masker';
import { Sha256 } from '../../../src/services/sha256';

const masker = new QueryMasker(AnalyticsSettings.maskedParameters, AnalyticsSettings.maskedValue, AnalyticsSettings.maskedParameterParts);
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
            // `email` followed by a malformed escape still contains `email`; `%E0mail` does not.
            [`${PAGE}?%=1&%ZZ=2&e%6Dail%E0=a@b.c&%E0%6Dail=x`, `${PAGE}?%=1&%ZZ=2&e%6Dail%E0=****&%E0%6Dail=x`],
            [`${PAGE}?email=%E0%A4%A`, `${PAGE}?email=****`]
        ]);
    });

    it('leaves other names, text without pairs, and nothing alone', () => {
        expectRows([
            // `emails` and `tokens` contain a masked part: see the names with parts below.
            [`${PAGE}?emails=1&female=2&username=u&e2=3&tokens=4`, `${PAGE}?emails=****&female=2&username=u&e2=3&tokens=****`],
            [`${PAGE}/email=a@b.c`, `${PAGE}/email=a@b.c`],
            ['Book now', 'Book now']
        ]);
        expect(masker.maskUrl(undefined)).to.equal(undefined);
        expect(masker.maskUrl('')).to.equal('');
    });

    it('masks any name that contains email, token, password, auth or session, in any case or spelling', () => {
        expectRows([
            [`${PAGE}?user_email=jane&emailAddress=john&step=2`, `${PAGE}?user_email=****&emailAddress=****&step=2`],
            [`${PAGE}?Auth=s3cr3t&oauth_token=t0k&SESSION_ID=abc123`, `${PAGE}?Auth=****&oauth_token=****&SESSION_ID=****`],
            [
                `${PAGE}?JSESSIONID=abc&csrfToken=t&new_password=p&X-Auth-Key=k`,
                `${PAGE}?JSESSIONID=****&csrfToken=****&new_password=****&X-Auth-Key=****`
            ],
            [`${PAGE}?access_token=a&id_token=b&Password=c&email=d`, `${PAGE}?access_token=****&id_token=****&Password=****&email=****`],
            // Escaped, escaped twice, `+` in the name, bracket forms.
            [
                `${PAGE}?e%6Dail_address=a&user%255Femail=b&SeSsIoN%5Fid=c`,
                `${PAGE}?e%6Dail_address=****&user%255Femail=****&SeSsIoN%5Fid=****`
            ],
            [
                `${PAGE}?auth+code=a&contact[userEmail]=b&contact%5BuserEmail%5D=c`,
                `${PAGE}?auth+code=****&contact[userEmail]=****&contact%5BuserEmail%5D=****`
            ],
            [`${PAGE}?step=2#/sso?id%5Ftoken=abc&lang=en`, `${PAGE}?step=2#/sso?id%5Ftoken=****&lang=en`],
            // A path is no name, though a `=` in it makes the scan read one: only the query's names count.
            ['https://www.alderway.com/auth/session=1?token=abc&x=1', 'https://www.alderway.com/auth/session=1?token=****&x=1']
        ]);
    });

    it('masks a value that holds an email address, whatever its name: written, escaped, escaped twice, with +', () => {
        expectRows([
            [`${PAGE}?q=jane.doe@example.com&step=2`, `${PAGE}?q=****&step=2`],
            [`${PAGE}?to=jane%40example.com&cc=jane%2540example.com&bcc=jane%252540example.com`, `${PAGE}?to=****&cc=****&bcc=****`],
            [`${PAGE}?who=jane+doe@example.com&u=JANE%2BDOE%40EXAMPLE.CO.UK&lang=en_ca`, `${PAGE}?who=****&u=****&lang=en_ca`],
            // Anywhere in the value: a name and address, a list, a mailto link, a user in a URL.
            [`${PAGE}?c=Jane+%3Cjane%40example.com%3E&l=a@x.io,b@y.org&m=mailto:pat@example.net`, `${PAGE}?c=****&l=****&m=****`],
            // Letters beyond ASCII in the local part or the domain.
            [`${PAGE}?a=jos%C3%A9@example.com&b=pat@b%C3%BCcher.de`, `${PAGE}?a=****&b=****`],
            // In the hash, a hash route, a value of `;`-joined pairs, a value ending at the hash.
            [`${PAGE}?step=2#to=jane@example.com&lang=en`, `${PAGE}?step=2#to=****&lang=en`],
            [`${PAGE}#/confirm?step=2&x=jane%40example.com`, `${PAGE}#/confirm?step=2&x=****`],
            [`${PAGE}?x=1;y=jane@example.com&step=2`, `${PAGE}?x=****&step=2`],
            [`${PAGE}?x=jane@example.com#step2`, `${PAGE}?x=****#step2`]
        ]);
    });

    it('masks a URL encoded into another parameter whole when it holds an address', () => {
        expectRows([
            [`${PAGE}?next=%2Faccount%3Fuser%3Djane%2540example.com%26step%3D2&lang=en`, `${PAGE}?next=****&lang=en`],
            [`${PAGE}?next=%2Fsso%3Fnext%3D%252Fa%253Fu%253Djane%252540example.com&lang=en`, `${PAGE}?next=****&lang=en`],
            // A URL in a value without an address keeps its pairs: only a sensitive name among them is masked.
            [`${PAGE}?next=%2Faccount%3Fstep%3D2%26session%3Dabc123&lang=en`, `${PAGE}?next=%2Faccount%3Fstep%3D2%26session%3D****&lang=en`]
        ]);
    });

    it('leaves values that are no address: words, an @ between blanks, a handle, an @ without a domain or TLD', () => {
        const rows = [
            'step=2',
            'lang=en_ca',
            'q=car rental @ airport',
            'q=car+rental+%40+airport',
            'q=car%20rental%20%40%20airport',
            'h=@handle',
            'h=%40jane.doe',
            'x=a@b',
            'x=a@b.c',
            'x=pat@localhost',
            'price=2@9.99',
            'ref=https%3A%2F%2Fmedium.com%2F%40jane.doe',
            'next=%2Fp%3Fq%3D%40jane.doe'
        ].map(query => [`${PAGE}?${query}&e2=1`, `${PAGE}?${query}&e2=1`] as const);
        expectRows(rows);
    });

    it('passes the loyalty email hash: a SHA-256 hex digest is no address, in a URL or as a value of its own', () => {
        const hash = Sha256.hex('pat.renter@example.com');
        expect(hash).to.match(/^[0-9a-f]{64}$/);
        expectRows([
            [`${PAGE}?h=${hash}&step=2`, `${PAGE}?h=${hash}&step=2`],
            [hash, hash]
        ]);
        expect(masker.maskValues({ eVar22: hash })).to.deep.equal({ eVar22: hash });
    });

    it('reads a hostile address of 100,000 characters once: each finishes, masked as it should be', () => {
        // Each would take minutes with a scan that reads a value again for every pair in it, or
        // tries every `@` against every domain: the test's timeout stands for "finishes".
        const nested = `?next=${'%26step%3D2'.repeat(9000)}`;
        const ats = `?q=${'a@'.repeat(50000)}`;
        const dots = `?q=a@${'a.'.repeat(50000)}`;
        const blanks = `?q=${' @a.b'.repeat(20000)}`;
        const pairs = `?q${'?q='.repeat(33000)}`;
        const brackets = `?[${' '.repeat(100000)}=1`;
        const escapes = `?x=${'%25'.repeat(33333)}`;
        for (const hostile of [nested, ats, dots, blanks, pairs, brackets, escapes]) {
            expect(hostile.length).to.be.within(99000, 100010);
            expect(masker.maskUrl(hostile), hostile.slice(0, 20)).to.equal(hostile);
        }
        const address = `?q=${'a.'.repeat(50000)}a@example.com`;
        expect(masker.maskUrl(address)).to.equal('?q=****');
    });

    it('masks a path that holds an email address whole, keeping where it goes and masking its query by name', () => {
        expectRows([
            ['https://partner.example/c@d.org/SECRET2', 'https://partner.example/****'],
            [
                'https://partner.example/u/jane%40example.com/reset/SECRET2?lang=en&token=t#top',
                'https://partner.example/****?lang=en&token=****#top'
            ],
            ['/profile/jane%2540example.com?step=2', '/****?step=2'],
            // No address in the path: it goes as written, its names read as before.
            ['https://medium.com/@jane.doe/post?x=1', 'https://medium.com/@jane.doe/post?x=1'],
            ['https://www.alderway.com/email-preferences?step=2', 'https://www.alderway.com/email-preferences?step=2']
        ]);
    });

    it('masks a text that holds an email address whole, and a sensitive name=value in it by name', () => {
        const rows: ReadonlyArray<readonly [string, string]> = [
            ['Write to c@d.org about SECRET1', '****'],
            ['Contact JANE%40EXAMPLE.COM', '****'],
            ['Reset token=SECRET1 now', 'Reset token=****'],
            ['Privacy statement', 'Privacy statement'],
            ['Follow @alderway', 'Follow @alderway'],
            ['car rental @ airport', 'car rental @ airport']
        ];
        for (const [written, masked] of rows) {
            expect(masker.maskText(written), written).to.equal(masked);
        }
        expect(masker.maskText(undefined)).to.equal(undefined);
        expect(masker.maskValues({ title: 'Your booking, jane@example.com', pageName: 'home' })).to.deep.equal({
            title: '****',
            pageName: 'home'
        });
    });

    it('masks the strings of maps and lists at any depth, keeps other values and every key', () => {
        const values = JSON.parse(
            '{"__proto__":"?email=a","list":["?t%6Fken=1",{"deep":"#pwd=2"}],"count":3,"flag":true,"none":null}'
        ) as Record<string, unknown>;
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

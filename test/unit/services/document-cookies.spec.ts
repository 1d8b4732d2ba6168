import { expect } from 'chai';
import { DocumentCookies } from '../../../src/services/document-cookies';
import type { Logger } from '../../../src/services/logger';

/** A logger that keeps its warnings for the test to read. */
function warningsLogger(): { logger: Logger; warnings: string[] } {
    const warnings: string[] = [];
    const ignore = () => undefined;
    return {
        logger: { log: ignore, info: ignore, debug: ignore, error: ignore, warn: (...args) => warnings.push(args.join(' ')) },
        warnings
    };
}

/** A document whose `cookie` answers as given (the browser's cookie store is the edge). */
function documentWith(cookie: PropertyDescriptor): { document: Document; reads: () => number } {
    let reads = 0;
    const proto = {};
    Object.defineProperty(proto, 'cookie', {
        ...cookie,
        get: () => {
            reads++;
            return cookie.get!() as string;
        }
    });
    return { document: Object.create(proto) as Document, reads: () => reads };
}

describe('DocumentCookies', () => {
    it('reads every cookie, decoded as js-cookie reads, the first of two with one name winning', () => {
        const { document } = documentWith({ get: () => 'AMCV_X%40AdobeOrg=MCMID%7C123; s_cc=true; s_cc=false; flag' });
        const { logger } = warningsLogger();
        const cookies = new DocumentCookies({ document }, logger).read();
        expect([...cookies]).to.deep.equal([
            ['AMCV_X@AdobeOrg', 'MCMID|123'],
            ['s_cc', 'true'],
            ['flag', '']
        ]);
    });

    it('leaves out a cookie another script wrote in an encoding it cannot read, and keeps the rest', () => {
        const { document } = documentWith({ get: () => 'bad%E0%A4%A=1; good=2' });
        const { logger, warnings } = warningsLogger();
        expect([...new DocumentCookies({ document }, logger).read()]).to.deep.equal([['good', '2']]);
        expect(warnings).to.deep.equal([]);
    });

    it('lets a change event overwrite a cookie, where a second cookie of the page with that name does not', () => {
        const jar = new Map([['s_cc', 'true']]);
        DocumentCookies.add(jar, 's_cc', 'false');
        expect(jar.get('s_cc')).to.equal('true');
        DocumentCookies.add(jar, 's_cc', 'false', true);
        expect(jar.get('s_cc')).to.equal('false');
    });

    it('does not know whether cookies are denied before its first read, and knows after it', () => {
        const { document } = documentWith({ get: () => 'a=1', set: () => undefined });
        const { logger } = warningsLogger();
        const cookies = new DocumentCookies({ document }, logger);
        expect(cookies.denied).to.equal(undefined);
        cookies.read();
        expect(cookies.denied).to.equal(false);
    });

    it('on a page that denies cookies: says so once in the console, finds none, and reads no more', () => {
        const { document, reads } = documentWith({
            get: () => {
                throw new Error('The operation is insecure.');
            }
        });
        const { logger, warnings } = warningsLogger();
        const cookies = new DocumentCookies({ document }, logger);
        expect(cookies.read().size).to.equal(0);
        expect(cookies.read().size).to.equal(0);
        expect(cookies.denied).to.equal(true);
        expect(reads()).to.equal(1);
        expect(warnings).to.have.length(1);
        expect(warnings[0]).to.include('Cookies are denied on this page (Error: The operation is insecure.)');
    });

    it('counts a page-defined setter that refuses writes as denying cookies, though reading works', () => {
        const { document } = documentWith({
            get: () => 'a=1',
            set: () => {
                throw new Error('refused');
            }
        });
        const { logger, warnings } = warningsLogger();
        const cookies = new DocumentCookies({ document }, logger);
        expect(cookies.read().size).to.equal(0);
        expect(cookies.denied).to.equal(true);
        expect(warnings).to.have.length(1);
    });

    it('finds no cookie, and nothing denied, in a window whose document is gone', () => {
        const { logger, warnings } = warningsLogger();
        const cookies = new DocumentCookies({}, logger);
        expect(cookies.read().size).to.equal(0);
        expect(cookies.denied).to.equal(undefined);
        expect(warnings).to.deep.equal([]);
    });
});

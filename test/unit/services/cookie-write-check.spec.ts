import { expect } from 'chai';
import { CookieWriteCheck } from '../../../src/services/cookie-write-check';

/** A document-like object whose prototype holds `cookie` as given. */
function documentWith(descriptor: PropertyDescriptor): Document {
    const proto = {};
    Object.defineProperty(proto, 'cookie', descriptor);
    return Object.create(proto) as Document;
}

describe('CookieWriteCheck', () => {
    it('throws what a page-defined setter throws', () => {
        const denied = new Error('The operation is insecure.');
        const document = documentWith({
            get: () => '',
            set: () => {
                throw denied;
            }
        });
        expect(() => new CookieWriteCheck(document).check()).to.throw(denied);
    });

    it('tries a page-defined setter with a write that only expires a cookie no one has', () => {
        const writes: string[] = [];
        const document = documentWith({
            get: () => '',
            set: (value: string) => {
                writes.push(value);
            }
        });
        new CookieWriteCheck(document).check();
        expect(writes).to.have.length(1);
        expect(writes[0]).to.match(/^tag-container\.write-check=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=\/$/);
    });

    it("prefers the document's own accessor to its prototype's", () => {
        const document = documentWith({ get: () => '', set: () => undefined });
        Object.defineProperty(document, 'cookie', {
            get: () => '',
            set: () => {
                throw new Error('own');
            }
        });
        expect(() => new CookieWriteCheck(document).check()).to.throw('own');
    });

    it("does not call the browser's own setter, nor a missing one", () => {
        // A native function as setter: Function.prototype.toString shows [native code].
        // eslint-disable-next-line @typescript-eslint/unbound-method -- a native function stands in for the setter; the check must not call it
        const nativeSetter = Object.getOwnPropertyDescriptor(Map.prototype, 'size')!.get as unknown as (value: string) => void;
        expect(() => new CookieWriteCheck(documentWith({ get: () => '', set: nativeSetter })).check()).not.to.throw();
        expect(() => new CookieWriteCheck(documentWith({ get: () => '' })).check()).not.to.throw();
        expect(() => new CookieWriteCheck({} as Document).check()).not.to.throw();
    });
});

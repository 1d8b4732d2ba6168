import { expect } from 'chai';
import { JSDOM, VirtualConsole } from 'jsdom';
import { NetworkGuard } from './network-guard';

/** The set-up's guard (test/unit/setup.ts installs it): what a unit test sends never leaves the process. */
describe('NetworkGuard (unit tests never reach the network)', () => {
    /** What the guard kept, taken within the test: the set-up's own check then finds nothing to fail it for. */
    const taken = () => NetworkGuard.refused.splice(0);

    it("refuses jsdom's XMLHttpRequest, which the page sees as a network error, and keeps what was refused", async () => {
        // A console of its own: jsdom would print the refusal as it prints any network error.
        const { window } = new JSDOM('', { url: 'https://www.alderway.com/', virtualConsole: new VirtualConsole() });
        const xhr = new window.XMLHttpRequest();
        // A request that was sent ends in one of the two: the test waits for it, not for a moment of quiet.
        const outcome = new Promise<string>(resolve => {
            xhr.onerror = () => resolve('error');
            xhr.onload = () => resolve('load');
        });
        xhr.open('POST', 'https://dpm.demdex.net/id?d_ver=2');
        let thrown = false;
        try {
            xhr.send('a=1');
        } catch {
            // jsdom may hand the refusal to the caller at once rather than as an error event.
            thrown = true;
        }
        expect(thrown ? 'thrown' : await outcome).to.be.oneOf(['error', 'thrown']);
        expect(taken()).to.deep.equal(['POST https://dpm.demdex.net/id?d_ver=2']);
        window.close();
    });

    it("refuses Node's fetch too", async () => {
        const refused = await fetch('https://smetrics.alderway.com/b/ss/x/1/JS-2.27.0/s1').then(
            () => 'sent',
            (error: Error) => error.message
        );
        expect(refused).to.equal(
            'Unit tests do not reach the network: fetch https://smetrics.alderway.com/b/ss/x/1/JS-2.27.0/s1 was refused.'
        );
        expect(taken()).to.deep.equal(['fetch https://smetrics.alderway.com/b/ss/x/1/JS-2.27.0/s1']);
    });

    it('fails a check, naming every refused request once, and passes the next', () => {
        NetworkGuard.refused.push('GET https://a.example/', 'POST https://b.example/x');
        expect(() => NetworkGuard.check()).to.throw(
            'A unit test tried to reach the network: GET https://a.example/; POST https://b.example/x.'
        );
        expect(() => NetworkGuard.check()).not.to.throw();
    });

    it("fails a test that tried, whether it returns, returns a promise or calls done, and keeps the test's arity", async () => {
        const trying = () => void NetworkGuard.refused.push('GET https://a.example/');
        const sync = NetworkGuard.failing(function () {
            trying();
        });
        expect(() => (sync as () => void).call({})).to.throw('GET https://a.example/');

        const async = NetworkGuard.failing(async function () {
            trying();
        });
        expect(
            await (async as () => Promise<void>).call({}).then(
                () => 'passed',
                (error: Error) => error.message
            )
        ).to.contain('GET https://a.example/');

        const callback = NetworkGuard.failing(function (done: Mocha.Done) {
            trying();
            done();
        });
        expect(callback.length, 'mocha passes done to it').to.equal(1);
        const outcome = await new Promise<unknown>(resolve => (callback as (done: Mocha.Done) => void).call({}, resolve));
        expect(String(outcome)).to.contain('GET https://a.example/');

        const quiet = NetworkGuard.failing(async function () {
            return 'ok';
        });
        expect(await (quiet as () => Promise<string>).call({})).to.equal('ok');
        expect(NetworkGuard.failing(quiet), 'wrapped once').to.equal(quiet);
    });
});

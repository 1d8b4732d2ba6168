import { expect } from 'chai';
import { chromiumArguments, DEFAULT_BROWSE_URL, parseBrowseCommand } from '../../../scripts/browse';
import { demoServerSwitches } from '../../../scripts/chromium';

describe('npm run browse: its command line', () => {
    it("opens the production rental home with the QA inspector by default, on the demo server's default ports", () => {
        expect(parseBrowseCommand([], {})).to.deep.equal({ kind: 'run', url: DEFAULT_BROWSE_URL, port: 8080, tlsPort: 8081, switches: [] });
        expect(DEFAULT_BROWSE_URL).to.equal('https://www.alderway.com/?qa=1');
    });

    it('takes an address, PORT and TLS_PORT as the demo server does, and hands other switches to Chromium', () => {
        expect(parseBrowseCommand(['https://careers.alderway.ca/jobs', '--headless=new'], { PORT: '9000' })).to.deep.equal({
            kind: 'run',
            url: 'https://careers.alderway.ca/jobs',
            port: 9000,
            tlsPort: 9001,
            switches: ['--headless=new']
        });
        expect(parseBrowseCommand([], { PORT: '9000', TLS_PORT: '9443' })).to.include({ port: 9000, tlsPort: 9443 });
    });

    it('refuses two addresses, an address that is not http(s) and ports that are not numbers', () => {
        expect(parseBrowseCommand(['https://a.example/', 'https://b.example/'], {}).kind).to.equal('error');
        expect(parseBrowseCommand(['www.alderway.com'], {}).kind).to.equal('error');
        expect(parseBrowseCommand([], { PORT: 'eighty' }).kind).to.equal('error');
        expect(parseBrowseCommand(['--help'], {}).kind).to.equal('help');
    });

    it('maps every host as the browser tests do, in a profile of its own, the address last', () => {
        const command = parseBrowseCommand(['https://www.alderway.co.uk/', '--auto-open-devtools-for-tabs'], { PORT: '8080' });
        if (command.kind !== 'run') {
            throw new Error(command.kind);
        }
        const args = chromiumArguments(command, '/tmp/profile');
        expect(args[0]).to.equal('--user-data-dir=/tmp/profile');
        expect(args).to.include.members(demoServerSwitches(8080, 8081));
        expect(args).to.include('--host-resolver-rules=MAP *:80 127.0.0.1:8080, MAP *:443 127.0.0.1:8081');
        expect(args.slice(-2)).to.deep.equal(['--auto-open-devtools-for-tabs', 'https://www.alderway.co.uk/']);
        expect(args).not.to.include('--no-sandbox');
        expect(chromiumArguments(command, '/tmp/profile', true), 'as root').to.include('--no-sandbox');
    });
});

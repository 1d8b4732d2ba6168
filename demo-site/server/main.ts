import { DemoServer } from './demo-server';

/** `npm start`: serves the demo site and the endpoint emulator, and says where to browse. */
async function main(): Promise<void> {
    console.log('Starting the http and https servers (making a self-signed certificate) ...');
    const server = new DemoServer({ listenHost: process.env.LISTEN_HOST ?? '127.0.0.1' });
    const { port, tlsPort } = await server.start();
    const pages = [
        'www.alderway.com/',
        'reservations.alderway.co.uk/car-rental/reservation/startReservation.html',
        'careers.alderway.ca/jobs/J-3307',
        'loyalty.alderway.com/dashboard',
        'onramp.kestrelcarhire.co.uk/Welcome/Car/',
        'promo.alderway.ca/credentials/spring-getaway?lang=fr_ca&'
    ];
    const lines = [
        `Ready. tag-container demo: http on ${port}, https on ${tlsPort} (self-signed).`,
        '',
        'Open a site of the property through its .localhost alias (the staging bundle accepts it, and',
        'carries the QA inspector, folded at the bottom right):',
        ...pages.map(page => {
            const [host, ...rest] = page.split('/');
            const target = `/${rest.join('/')}`;
            return `  http://${host}.localhost:${port}${target}${target.includes('?') ? '' : '?'}tagEnv=staging`;
        }),
        '',
        `Captured requests: http://localhost:${port}/__qa/requests`,
        `Container health (the reports of the pages): http://localhost:${port}/__qa/health`,
        'Stop with Ctrl+C.'
    ];
    console.log(lines.join('\n'));
    const stop = () => void server.stop().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});

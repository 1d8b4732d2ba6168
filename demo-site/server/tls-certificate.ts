import { generate } from 'selfsigned';

/**
 * A self-signed certificate made at start-up (docs/requirements.md §10.2). Browsers under test run with
 * --ignore-certificate-errors; a person using the demo over https accepts it once.
 */
export async function createSelfSignedCertificate(): Promise<{ key: string; cert: string }> {
    const notBeforeDate = new Date(Date.now() - 86400000);
    const notAfterDate = new Date(Date.now() + 30 * 86400000);
    const pems = await generate([{ name: 'commonName', value: 'tag-container demo' }], {
        keyType: 'ec',
        algorithm: 'sha256',
        notBeforeDate,
        notAfterDate,
        extensions: [
            {
                name: 'subjectAltName',
                altNames: [
                    { type: 2, value: 'localhost' },
                    { type: 2, value: '*.localhost' }
                ]
            }
        ]
    });
    return { key: pems.private, cert: pems.cert };
}

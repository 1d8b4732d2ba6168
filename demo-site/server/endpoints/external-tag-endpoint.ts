import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { EXTERNAL_TAGS, TAG_HOSTS } from '../../../src/config/external-tags';
import type { DemoRequest } from '../demo-request';
import type { Endpoint } from '../endpoint';
import type { Reply } from '../reply';

/** What a test or the QA user makes of one tag's answer: `tagFault:<id>` in the settings. */
export type TagFault = 'not-found' | 'no-answer' | 'tampered';
export const TAG_FAULTS: readonly TagFault[] = ['not-found', 'no-answer', 'tampered'];

/**
 * The tag hosts of the property's external tags (src/config/external-tags.ts): the asset host and
 * the reviewed third-party hosts. Each row's URL answers its demo script from
 * `demo-site/public/external-tags/<id>.js`, with CORS for the integrity check; any other path is a
 * 404. The request log records each load. A tag's `tagFault:<id>` setting makes it fail alone:
 * a 404, no answer at all, or other bytes than its integrity hash allows.
 */
export class ExternalTagEndpoint implements Endpoint {
    readonly kind = 'tag' as const;

    constructor(
        protected readonly settings: ReadonlyMap<string, string>,
        protected readonly scriptsDir: string
    ) {}

    matches(request: DemoRequest): boolean {
        return request.method === 'GET' && TAG_HOSTS.includes(request.host) && request.path.endsWith('.js');
    }

    async handle(request: DemoRequest, reply: Reply): Promise<void> {
        const row = EXTERNAL_TAGS.find(
            candidate => new URL(candidate.url).host === request.host && new URL(candidate.url).pathname === request.path
        );
        const fault = row && (this.settings.get(`tagFault:${row.id}`) as TagFault | undefined);
        if (fault === 'no-answer') {
            // The connection stays open until the page goes: the loader's timeout is all that ends it.
            return;
        }
        if (!row || fault === 'not-found') {
            return reply.send(404, '/* No such tag. */', 'application/javascript;charset=utf-8', { 'Access-Control-Allow-Origin': '*' });
        }
        const script = await readFile(path.join(this.scriptsDir, `${row.id}.js`), 'utf8');
        // Tampered in transit: one byte more than the vendor published.
        const body = fault === 'tampered' ? `${script}\n` : script;
        reply.send(200, body, 'application/javascript;charset=utf-8', { 'Access-Control-Allow-Origin': '*' });
    }
}

import { OutboxFlag } from '../../config/outbox';
import { OutboxStore } from '../../services/outbox-store';
import { h } from './dom';
import type { Row, ViewContext } from './view-context';
import { table } from './view-context';

/**
 * The hits waiting in the outbox (hits that did not reach the collection server): what each is,
 * the key it is kept under, its age, how often it was tried and when last. Read from localStorage
 * as the outbox keeps it, so a QA tester sees what the next page will send.
 */
export function outboxView(context: ViewContext): Node {
    const document = context.document;
    const now = Date.now();
    let kept: ReturnType<OutboxStore['all']> = [];
    try {
        kept = new OutboxStore(
            () => context.window.localStorage,
            () => undefined
        ).all();
    } catch {
        // Storage the page denies holds nothing to show.
    }
    const rows: Row[] = kept
        .filter(hit => context.filter === '' || hit.query.toLowerCase().includes(context.filter.toLowerCase()))
        .map(hit => {
            const params = new URLSearchParams(hit.query);
            const what = params.get('pev2') ? `link: ${params.get('pev2')}` : `page view: ${params.get('pageName') ?? '?'}`;
            return {
                cells: [
                    what,
                    h(document, 'code', {}, hit.key),
                    `${Math.round((now - hit.at) / 1000)} s`,
                    String(hit.tries),
                    hit.tried === undefined ? '—' : `${Math.round((now - hit.tried) / 1000)} s ago`
                ]
            };
        });
    return h(
        document,
        'div',
        {},
        h(
            document,
            'p',
            {},
            `Flag cookie ${OutboxFlag.cookie}: ${context.cookies.get(OutboxFlag.cookie) === undefined ? 'down (nothing waits)' : 'up'}`
        ),
        table(
            context,
            ['hit', 'kept under', 'age', 'tries', 'last try'],
            rows,
            'No hit waits: every hit of this browser reached the collection server.'
        )
    );
}

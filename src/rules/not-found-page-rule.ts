import { injectable } from 'inversify';
import { TrackingRule } from './tracking-rule';

const NOT_FOUND_PATH = '/en/errors/404.html';

/** A 404 page (docs/requirements.md §2.5: the title says "page not found", or the CMS's error path) is an errorPage. */
@injectable()
export class NotFoundPageRule extends TrackingRule {
    static readonly id = 'not-found-page';
    static readonly order = 40;
    static readonly trigger = { type: 'page-bottom' } as const;

    condition(): boolean {
        return (
            /page not found/i.test(String(this.dataElements.getValue('page title') ?? '')) ||
            this.dataElements.getValue('page path') === NOT_FOUND_PATH
        );
    }

    action(): void {
        try {
            this.stage({ [VARIABLE.notFound]: 'errorPage' });
        } catch (error) {
            this.logger.warn('The 404-page rule failed.', error);
        }
    }
}

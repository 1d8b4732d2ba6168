import type { AmcvStore } from './amcv-store';
import type { CrossDomainIds } from './cross-domain-ids';
import type { OptIn } from './opt-in';
import type { VisitorFieldGetter } from './visitor-field-getter';
import type { VisitorIdSyncs } from './visitor-id-syncs';

/** What an instance's start uses: the page's opt-in, and the instance's parts. */
export interface VisitorStartOptions {
    readonly optIn: OptIn;
    readonly store: AmcvStore;
    /** Whether ECID is approved; the getters that ask for what is missing, once started. */
    readonly fields: VisitorFieldGetter;
    /** The ids that arrive in the URL (`adobe_mc`) and in the serverState. */
    readonly crossDomain: CrossDomainIds;
    readonly idSyncs: VisitorIdSyncs;
}

/**
 * How an instance starts (`init`), as VisitorAPI 5.4.0 does: once the opt-in approves ECID (it
 * waits for that once, docs/protocols.md §1.8) and the instance may use cookies, it reads the
 * AMCV cookie, takes the ids that arrive in the URL and the serverState, refreshes the day's
 * syncs and asks for the ids it lacks (docs/protocols.md §1.3). It starts once.
 */
export class VisitorStart {
    constructor(protected readonly options: VisitorStartOptions) {}

    protected waitingForOptIn = false;

    run(serverState?: Record<string, unknown>): void {
        const { store, fields, crossDomain, idSyncs } = this.options;
        if (fields.started) {
            return;
        }
        if (!fields.ecidApproved()) {
            if (!this.waitingForOptIn) {
                this.waitingForOptIn = true;
                this.options.optIn.fetchPermissions(() => this.run(serverState), true);
            }
            return;
        }
        if (!store.isAllowed()) {
            return;
        }
        fields.started = true;
        store.load();
        crossDomain.applyArrivingIds();
        idSyncs.refreshDaily();
        crossDomain.applyServerState(serverState);
        // onReceiveEcid callbacks that waited out the opt-in, when the cookie had the MID.
        if (store.read('MCMID')) {
            store.resolve('MCMID');
        }
        // The getters ask for what is missing: the MID, then the location hint and the blob.
        fields.get('MCMID');
        fields.getAsReceived('MCAAMLH');
        fields.get('MCAAMB');
    }
}

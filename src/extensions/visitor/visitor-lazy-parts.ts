import type { LazyProvider } from '../../services/lazy-features';
import type { IabConsent, IabConsentOptions } from './iab-consent';
import type { IdSyncPublisherOptions } from './id-sync-publisher';
import type { IdSyncs } from './id-syncs';
import type { VisitorIdCalls, VisitorIdCallsOptions } from './visitor-id-calls';

/**
 * A part of a lazy file, made for one instance (or for the page) from what the bundle holds of it;
 * the visitor module's provider adds the page's services, so the bundle names none of them.
 */
export type LazyPartFactory<O, T> = LazyProvider<(options: O) => T>;

/** An instance's `/id` calls (identity file), given its settings, cookie, syncs and the page's TCF state. */
export const VisitorIdCallsFactory = Symbol('VisitorIdCallsFactory');
export type VisitorIdCallsParts = Omit<VisitorIdCallsOptions, 'http' | 'serviceUrl'>;
export type VisitorIdCallsFactory = LazyPartFactory<VisitorIdCallsParts, VisitorIdCalls>;

/** An instance's destination publisher (after-load file), given its settings and sync bookkeeping. */
export const IdSyncPublisherFactory = Symbol('IdSyncPublisherFactory');
export type IdSyncPublisherParts = Pick<IdSyncPublisherOptions, 'config' | 'bookkeeping'>;
export type IdSyncPublisherFactory = LazyPartFactory<IdSyncPublisherParts, IdSyncs>;

/** The page's TCF consent (identity file), given the page's opt-in and the TCF state it keeps current. */
export const IabConsentFactory = Symbol('IabConsentFactory');
export type IabConsentParts = Pick<IabConsentOptions, 'optIn' | 'state'>;
export type IabConsentFactory = LazyPartFactory<IabConsentParts, IabConsent>;

/** What the visitor's instances and opt-in are completed with, once the lazy files are in. */
export interface VisitorLazyParts {
    readonly idCalls: VisitorIdCallsFactory;
    readonly idSyncPublisher: IdSyncPublisherFactory;
    readonly iabConsent: IabConsentFactory;
}

import { DataLayerSettings } from '../../config/data-layer';
import { DataLayerMessages } from '../../services/data-layer-service';

/*
 * What the container reads of data-layer items before and beside ACDL: shared by the bundle (the
 * check at start) and the after-load file (the data-layer service), which share no module at run
 * time. Plain functions, so each file carries only those it calls.
 */

type Item = Record<string, unknown>;

function isPlainObject(value: unknown): value is Item {
    if (value === null || typeof value !== 'object') {
        return false;
    }
    const proto: unknown = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}

/**
 * The items a data layer that is not an array held, so none is lost: the elements of an iterable
 * (an arguments object, a Set), or the value itself as one item (a page that assigned one item
 * instead of pushing it). ACDL then reports any item it cannot handle, as it would have if the
 * page had pushed it.
 */
export function itemsOf(value: unknown): unknown[] {
    if (value === undefined || value === null) {
        return [];
    }
    if (typeof value === 'object' && typeof (value as Iterable<unknown>)[Symbol.iterator] === 'function') {
        return Array.from(value as Iterable<unknown>);
    }
    return [value];
}

/** An event item, as ACDL classifies one: a plain object with a non-empty string `event`. */
export function eventNameOf(item: unknown): string | undefined {
    return isPlainObject(item) && typeof item.event === 'string' && item.event !== '' ? item.event : undefined;
}

/** The events the property tracks (link clicks and the events the SDR names). */
const TRACKED_EVENTS: ReadonlySet<unknown> = new Set(DataLayerSettings.trackedEvents);

/** The property tracks events of this name. */
export function isTrackedEventName(name: unknown): boolean {
    return TRACKED_EVENTS.has(name);
}

/** The property tracks this event. */
export function isTrackedEvent(item: unknown): boolean {
    return isTrackedEventName(eventNameOf(item));
}

/**
 * An item meant as an event that has no usable name (docs/requirements.md §5.7): it carries `eventInfo` or an
 * `event` key, but no non-empty string `event`. ACDL takes such an item as data.
 */
export function lacksEventName(item: unknown): boolean {
    return isPlainObject(item) && ('eventInfo' in item || 'event' in item) && eventNameOf(item) === undefined;
}

/**
 * The array to manage for the global's `value`: the value itself when it is an array; otherwise a
 * new array holding what it held, put in the page's global, and the page told (`report`) unless
 * there was nothing there.
 */
export function arrayFor(window: object, value: unknown, report: (message: string) => void): unknown[] {
    if (Array.isArray(value)) {
        return value;
    }
    if (value !== undefined) {
        report(DataLayerMessages.notAnArray);
    }
    const array = itemsOf(value);
    try {
        Object.defineProperty(window, DataLayerSettings.globalName, { value: array, writable: true, configurable: true, enumerable: true });
    } catch {
        // A global the page made unwritable: the container still manages the array it made.
    }
    return array;
}

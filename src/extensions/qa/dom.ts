/** Attributes of an element the inspector builds; `on<event>` keys add listeners. */
export type Attributes = Record<string, string | number | boolean | undefined | ((event: Event) => void)>;
export type Child = Node | string | number | undefined | null | false;

/**
 * Builds an element of the inspector's panel. No markup strings and no inline style attributes:
 * the panel runs under the page's CSP, and text from the page is only ever text.
 */
export function h(document: Document, tag: string, attributes: Attributes = {}, ...children: readonly Child[]): HTMLElement {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) {
        if (typeof value === 'function') {
            element.addEventListener(name.slice(2), value);
        } else if (value !== undefined && value !== false) {
            element.setAttribute(name, value === true ? '' : String(value));
        }
    }
    append(element, children);
    return element;
}

export function append(parent: Node, children: readonly Child[]): void {
    for (const child of children) {
        if (child !== undefined && child !== null && child !== false) {
            parent.appendChild(typeof child === 'object' ? child : parent.ownerDocument!.createTextNode(String(child)));
        }
    }
}

/** A value as the inspector shows it: strings as they are, anything else as JSON. */
export function shown(value: unknown): string {
    if (value === undefined) {
        return 'undefined';
    }
    if (typeof value === 'string') {
        return value;
    }
    try {
        return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'function' ? '[function]' : item)) ?? String(value);
    } catch {
        return String(value);
    }
}

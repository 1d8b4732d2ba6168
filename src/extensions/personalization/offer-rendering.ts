import type { DeliveryOption, MboxAnswer } from './delivery';

/** One change an `actions` offer makes to the page (the visual editor's offers, docs/protocols.md §7.3). */
interface OfferAction {
    readonly type?: string;
    readonly selector?: string;
    readonly cssSelector?: string;
    readonly content?: unknown;
}

/** How an answer's offers went onto the page. */
export interface RenderOutcome {
    /** Something was applied. */
    readonly rendered: boolean;
    /** A redirect offer's URL: the client navigates there. */
    readonly redirect?: string;
    /** Selectors never found within the polling time, and actions that could not be applied. */
    readonly failures: readonly string[];
}

export interface RenderContext {
    readonly document: Document;
    /** Where an html offer goes when it names no place: the page body. */
    readonly selector?: string;
    /** ms to wait for selectors the page has not rendered yet. */
    readonly pollingMs: number;
}

/** The actions the client applies; `customCode` would need inline scripts, which strict pages forbid. */
const APPLY: Readonly<Record<string, (element: Element, content: unknown) => void>> = {
    setHtml: (element, content) => {
        element.innerHTML = String(content ?? '');
    },
    setContent: (element, content) => {
        element.innerHTML = String(content ?? '');
    },
    setText: (element, content) => {
        element.textContent = String(content ?? '');
    },
    appendHtml: (element, content) => element.insertAdjacentHTML('beforeend', String(content ?? '')),
    prependHtml: (element, content) => element.insertAdjacentHTML('afterbegin', String(content ?? '')),
    replaceHtml: (element, content) => {
        element.outerHTML = String(content ?? '');
    },
    insertBefore: (element, content) => element.insertAdjacentHTML('beforebegin', String(content ?? '')),
    insertAfter: (element, content) => element.insertAdjacentHTML('afterend', String(content ?? '')),
    remove: element => element.remove(),
    setAttribute: (element, content) => {
        for (const [name, value] of Object.entries(content && typeof content === 'object' ? content : {})) {
            element.setAttribute(name, String(value));
        }
    },
    setImageSource: (element, content) => element.setAttribute('src', String(content ?? '')),
    setStyle: (element, content) => {
        const style = (element as HTMLElement).style;
        for (const [name, value] of Object.entries(content && typeof content === 'object' ? content : {})) {
            if (name !== 'priority') {
                style?.setProperty(
                    name.replace(/[A-Z]/g, letter => `-${letter.toLowerCase()}`),
                    String(value),
                    (content as { priority?: string }).priority ?? ''
                );
            }
        }
    }
};

/** The changes an answer's options make, each with the selector it needs, in order. */
function changesOf(
    options: readonly DeliveryOption[],
    context: RenderContext
): Array<{ selector: string; apply: (element: Element) => void; label: string }> {
    const changes: Array<{ selector: string; apply: (element: Element) => void; label: string }> = [];
    for (const option of options) {
        if (option.type === 'html' && typeof option.content === 'string') {
            const html = option.content;
            changes.push(
                context.selector
                    ? { selector: context.selector, apply: element => APPLY.setHtml(element, html), label: `html on ${context.selector}` }
                    : { selector: 'body', apply: element => APPLY.appendHtml(element, html), label: 'html' }
            );
        } else if (option.type === 'actions' && Array.isArray(option.content)) {
            for (const action of option.content as OfferAction[]) {
                const selector = action?.cssSelector || action?.selector;
                const apply = APPLY[String(action?.type)];
                if (!selector || !apply) {
                    changes.push({
                        selector: '',
                        apply: () => {
                            throw new Error(`unsupported action ${String(action?.type)}`);
                        },
                        label: String(action?.type)
                    });
                    continue;
                }
                changes.push({ selector, apply: element => apply(element, action.content), label: `${action.type} on ${selector}` });
            }
        }
    }
    return changes;
}

/**
 * Puts an answer's offers onto the page: html and actions applied to their selectors, a redirect
 * returned for the client to follow, json left to page code. Selectors the page has not rendered
 * yet are awaited for `pollingMs` with one MutationObserver, never a timer loop; what never comes
 * is a failure, and the rest still applies.
 */
export function renderOffers(answer: MboxAnswer | undefined, context: RenderContext): Promise<RenderOutcome> {
    const options = answer?.options ?? [];
    const redirect = options.find(option => option.type === 'redirect' && typeof option.content === 'string');
    if (redirect) {
        return Promise.resolve({ rendered: true, redirect: redirect.content as string, failures: [] });
    }
    const failures: string[] = [];
    let rendered = false;
    const pending = changesOf(options, context);
    const tryAll = () => {
        for (let index = 0; index < pending.length; index++) {
            const change = pending[index];
            let element: Element | null = null;
            try {
                element = change.selector ? context.document.querySelector(change.selector) : null;
                if (!change.selector) {
                    change.apply(context.document.documentElement);
                }
            } catch (error) {
                failures.push(`${change.label}: ${(error as Error).message}`);
                pending.splice(index--, 1);
                continue;
            }
            if (element) {
                try {
                    change.apply(element);
                    rendered = true;
                } catch (error) {
                    failures.push(`${change.label}: ${(error as Error).message}`);
                }
                pending.splice(index--, 1);
            }
        }
    };
    tryAll();
    if (pending.length === 0) {
        return Promise.resolve({ rendered, failures });
    }
    return new Promise(resolve => {
        const view = context.document.defaultView as (Window & typeof globalThis) | null;
        const done = () => {
            observer?.disconnect();
            clearTimeout(timer);
            failures.push(...pending.map(change => `${change.selector} not found`));
            pending.length = 0;
            resolve({ rendered, failures });
        };
        const Observer = view?.MutationObserver;
        const observer = Observer
            ? new Observer(() => {
                  tryAll();
                  if (pending.length === 0) {
                      done();
                  }
              })
            : undefined;
        observer?.observe(context.document.documentElement, { childList: true, subtree: true });
        const timer = setTimeout(done, context.pollingMs);
    });
}

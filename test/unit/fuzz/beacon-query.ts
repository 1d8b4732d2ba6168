/**
 * A beacon's query read back as the collection server reads it, with URLSearchParams: the plain
 * parameters, and the nested blocks (`c.` context data, `cid.` customer ids) as dotted keys. It
 * throws on what the server could not read unambiguously: a parameter twice, an entry in a block
 * that is neither a value nor a marker, a marker closed under another name, a block left open.
 */
export interface ReadBeacon {
    readonly params: Map<string, string>;
    readonly blocks: Map<string, Map<string, string>>;
}

export function readBeacon(query: string): ReadBeacon {
    const params = new Map<string, string>();
    const blocks = new Map<string, Map<string, string>>();
    let block: Map<string, string> | undefined;
    // The open markers, outermost (the block's name) first.
    const open: string[] = [];
    for (const [name, value] of new URLSearchParams(query)) {
        if (!block) {
            if (value === '' && (name === 'c.' || name === 'cid.')) {
                block = new Map();
                blocks.set(name.slice(0, -1), block);
                open.push(name.slice(0, -1));
                continue;
            }
            if (params.has(name)) {
                throw new Error(`"${name}" twice in the beacon`);
            }
            params.set(name, value);
        } else if (value !== '') {
            // Values are never empty: an entry with one is a leaf.
            block.set([...open.slice(1), name].join('.'), value);
        } else if (name.startsWith('.')) {
            const closed = open.pop();
            if (name !== `.${closed}`) {
                throw new Error(`"${name}" closes "${closed}."`);
            }
            if (open.length === 0) {
                block = undefined;
            }
        } else if (name.endsWith('.') && name.length > 1) {
            open.push(name.slice(0, -1));
        } else {
            throw new Error(`"${name}" in a block is neither a value nor a marker`);
        }
    }
    if (block) {
        throw new Error(`"${open.join('.')}." is never closed`);
    }
    return { params, blocks };
}

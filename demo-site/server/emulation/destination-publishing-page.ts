/**
 * The id-sync iframe's script. It runs in the browser, inside `https://<subdomain>.demdex.net/dest5.html`,
 * and is served as the text of this function: it must not use anything from outside its own body.
 *
 * The parent page's origin is the iframe URL's hash. The script tells the parent it can set
 * third-party cookies, then fires the partner pixels of every `ibs` message the parent posts:
 * `---destpub-combined---` batches joined by the literal `%01`, possibly with a
 * `---destpub-clear-dextp---` marker in front, or single `---destpub---` messages, each
 * `ibs|<dpid>|<tag>|<comma-joined encoded urls>|<ttl>|...`.
 */
export function runDestinationPublishing(): void {
    const markers = ['---destpub-clear-dextp---', '---destpub-combined---', '---destpub-debug---', '---destpub---'];
    const fired: HTMLImageElement[] = [];
    let parentOrigin = '';
    try {
        parentOrigin = decodeURIComponent(location.hash.slice(1));
    } catch {
        return;
    }
    if (!parentOrigin || window.parent === window) {
        return;
    }

    function decode(text: string): string | undefined {
        try {
            return decodeURIComponent(text);
        } catch {
            return undefined;
        }
    }

    function messagesOf(data: string): string[] {
        let rest = data;
        for (let marker = markers.find(m => rest.startsWith(m)); marker; marker = markers.find(m => rest.startsWith(m))) {
            rest = rest.slice(marker.length);
        }
        // Fields are URL-encoded, so a literal %01 can only be the separator between messages.
        return rest.split('%01').filter(Boolean);
    }

    function fire(message: string): void {
        const fields = message.split('|');
        if (fields[0] !== 'ibs' || decode(fields[2] ?? '') !== 'img') {
            return;
        }
        const dpid = decode(fields[1] ?? '') ?? '';
        for (const encoded of (fields[3] ?? '').split(',')) {
            const url = decode(encoded)
                ?.replace(/%TIMESTAMP%/g, String(Date.now()))
                .replace(/%DID%/g, dpid)
                .replace(/%HTTP_PROTO%/g, 'https');
            if (url) {
                const image = new Image();
                image.src = url.startsWith('//') ? `https:${url}` : url;
                fired.push(image);
            }
        }
    }

    addEventListener('message', event => {
        if (event.origin === parentOrigin && typeof event.data === 'string') {
            messagesOf(event.data).forEach(fire);
        }
    });
    try {
        window.parent.postMessage('---destpub-to-parent---canSetThirdPartyCookies|true', parentOrigin);
    } catch {
        // A hash that is not an origin: there is no parent to talk to.
    }
}

/** The HTML of `dest5.html`. The page has no Content-Security-Policy, so the script is inline. */
export function renderDestinationPublishingPage(): string {
    return `<!doctype html>
<html>
<head><meta charset="utf-8"><title>Destination publishing</title></head>
<body>
<script>(${runDestinationPublishing.toString()})();</script>
</body>
</html>`;
}

import type React from 'react';
import { useState } from 'react';

/**
 * The chat assistant. Like the real sites' widget it records that it was used in the
 * `assistant_status` cookie, which the container reads (default N).
 */
export function AssistantModal(): React.ReactElement {
    const [open, setOpen] = useState(false);
    const show = () => {
        document.cookie = 'assistant_status=Y; path=/; max-age=1800';
        setOpen(true);
    };
    return (
        <div className="assistant">
            <button id="assistant-open" type="button" onClick={show}>
                Chat with us
            </button>
            {open && (
                <div id="assistant-modal" role="dialog" aria-label="Assistant">
                    <p>Hi! How can we help with your rental?</p>
                    <button id="assistant-close" type="button" onClick={() => setOpen(false)}>
                        Close
                    </button>
                </div>
            )}
        </div>
    );
}

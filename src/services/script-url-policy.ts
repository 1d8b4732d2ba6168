import { TRUSTED_TYPES_POLICY } from '../config/constants';
import type { BrowserWindow } from './browser-window';

/** The parts of the Trusted Types API (Chromium) the policy uses. */
interface TrustedTypesLike {
    createPolicy(name: string, rules: { createScriptURL(input: string): string }): { createScriptURL(input: string): unknown };
}

/**
 * Script URLs as a page under `require-trusted-types-for 'script'` accepts them: through one named
 * policy that admits only the hosts the container loads scripts from. Elsewhere (no Trusted Types,
 * or a CSP that does not list the policy) the URL stays a string, which such pages accept anyway.
 */
export class ScriptUrlPolicy {
    /** undefined: not created yet; null: not available on this page. */
    protected policy: { createScriptURL(input: string): unknown } | null | undefined;

    constructor(
        protected readonly window: BrowserWindow,
        protected readonly allowedOrigins: () => readonly string[]
    ) {}

    /** `url` as the value for a script's src; throws for a URL off the allowed hosts under the policy. */
    scriptUrl(url: string): string {
        if (this.policy === undefined) {
            this.policy = this.create();
        }
        // A TrustedScriptURL is what the src setter takes under enforcement; TypeScript's DOM types say string.
        return (this.policy ? this.policy.createScriptURL(url) : url) as string;
    }

    protected create(): { createScriptURL(input: string): unknown } | null {
        const factory = (this.window as unknown as { trustedTypes?: TrustedTypesLike }).trustedTypes;
        if (typeof factory?.createPolicy !== 'function') {
            return null;
        }
        try {
            return factory.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: input => this.admit(input) });
        } catch {
            // The page's CSP names other policies only: strings it is, as before.
            return null;
        }
    }

    protected admit(input: string): string {
        let origin: string | undefined;
        try {
            origin = new URL(input, this.window.location.href).origin;
        } catch {
            origin = undefined;
        }
        if (origin === undefined || !this.allowedOrigins().includes(origin)) {
            throw new TypeError(
                `The ${TRUSTED_TYPES_POLICY} policy admits scripts from ${this.allowedOrigins().join(', ')} only, not ${input}.`
            );
        }
        return input;
    }
}

/**
 * The codes a health report carries instead of messages: a message may quote page text or a URL,
 * a code never does. Each code names a message of docs/requirements.md §8 or a failure of ours.
 */
export const HealthCodes = {
    /** A rule's condition or action ran past its timeout (the runtime's timeout message). */
    ruleTimeout: 'rule-timeout',
    /** A rule's condition or action threw or rejected. */
    ruleError: 'rule-error',
    /** A rule module that is not a function ('Module did not export a function'). */
    moduleExport: 'module-export',
    /** A tag or the banner took longer than the load timeout. */
    timeout: 'timeout',
    /** A tag's bytes did not match its integrity hash. */
    integrity: 'integrity',
    /** A tag loaded but its global never came ('Bailing out. Cannot find the variable name'). */
    missingGlobal: 'missing-global',
    /** Anything else that failed: the console has the message. */
    error: 'error'
} as const;

export type HealthCode = (typeof HealthCodes)[keyof typeof HealthCodes];

/** The code of a rule's failure, from the runtime's message (src/runtime/messages.ts). */
export function ruleFailureCode(message: string | undefined): HealthCode {
    if (!message) {
        return HealthCodes.ruleError;
    }
    if (/^A timeout occurred because/.test(message)) {
        return HealthCodes.ruleTimeout;
    }
    return /Module did not export a function/.test(message) ? HealthCodes.moduleExport : HealthCodes.ruleError;
}

/** The code of a script that did not load (a tag, the banner), from why it failed. */
export function loadFailureCode(reason: string | undefined): HealthCode {
    if (/took longer than/.test(reason ?? '')) {
        return HealthCodes.timeout;
    }
    if (/integrity|digest/i.test(reason ?? '')) {
        return HealthCodes.integrity;
    }
    return /Cannot find the (global )?variable/.test(reason ?? '') ? HealthCodes.missingGlobal : HealthCodes.error;
}

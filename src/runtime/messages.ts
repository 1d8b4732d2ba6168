/**
 * Console messages of the runtime, worded as the spec's error catalogue (section 8) and the
 * rule engine we replace, so that people who search the console for them still find them.
 */
export const RuntimeMessages = {
    unsupportedBrowser: 'Adobe Launch is unsupported in IE 9 and below.',
    hostNotAllowed: 'This library is not authorized for this domain. Please contact your CSM for more information.',
    hostNotAllowedCode: 'dynamic_host_not_allowed',
    loadedTwice: 'The tag container is already loaded on this page. This second copy does nothing.',
    moduleNotFunction: 'Module did not export a function.',
    timeout: (phase: string, ms: number) => `A timeout occurred because the ${phase} took longer than ${ms / 1000} seconds to complete.`,
    ruleComponentFailed: (phase: string, ruleId: string, message: string) =>
        `Failed to execute the ${phase} of rule "${ruleId}". ${message}`,
    conditionNotMet: (ruleId: string) => `Condition for rule "${ruleId}" was not met.`,
    ruleFired: (ruleId: string) => `Rule "${ruleId}" fired.`,
    unknownTriggerType: (ruleId: string, type: string) => `Rule "${ruleId}": no trigger source provides "${type}".`,
    noDirectCallMatch: (identifier: string) => `"${identifier}" does not match any direct call identifiers.`,
    circularDataElement: (chain: readonly string[]) => `Data element circular reference detected: ${chain.join(' -> ')}`,
    dataElementFailed: (name: string, message: string) => `Failed to execute data element module for data element "${name}". ${message}`,
    duplicateDataElement: (name: string) => `Data element "${name}" is defined twice; the later wins.`,
    unknownDataElement: (name: string, known: readonly string[]) =>
        `_satellite.getVar("${name}"): no data element, custom variable or path of this name. Data elements: ${known.map(known => `"${known}"`).join(', ')}.`,
    containerObject:
        '_satellite._container may change at any time. Here it holds the property, the company and the build only: rules and data elements are code, not configuration.',
    deprecated: (call: string, replacement: string) => `_satellite.${call} is deprecated. Please use ${replacement} instead.`
} as const;

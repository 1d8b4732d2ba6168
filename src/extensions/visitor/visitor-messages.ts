/**
 * Console messages and errors of the visitor-ID service, worded as the spec's error catalogue
 * (section 8), which page code and QA people search for.
 */
export const VisitorMessages = {
    missingOrgId: 'Visitor requires Adobe Marketing Cloud Org ID.',
    orgIdNotString: 'Org ID is not a string.',
    useGetInstance: 'Please use Visitor.getInstance to instantiate Visitor.',
    invalidServerState: 'serverState has an invalid format.',
    invalidCategory: '[OptIn] Invalid category(-ies). Please use the `OptIn.Categories` enum.',
    invalidPreviousPermissions: '[ADOBE OPT-IN] Invalid previousPermissions!',
    invalidPreOptInApprovals: '[ADOBE OPT-IN] Invalid preOptInApprovals!',
    tcfApiNotFound: '[ADOBE OPT-IN] __tcfapi not found',
    callbackNotFunction: '[ON] Callback should be a function.',
    pathExcluded: 'MCID library not loaded because a path exclusion matches.',
    syncsDisabled: 'Error: id syncs have been disabled',
    dpidEmpty: 'Error: config.dpid is empty',
    urlEmpty: 'Error: config.url is empty',
    minutesToLiveInvalid: 'Error: config.minutesToLive needs to be a positive number',
    dpuuidEmpty: 'Error: config or config.dpuuid is empty',
    queued: 'Successfully queued',
    invalidPlugin: '[OptIn#registerPlugin] Plugin is invalid.',
    invalidCommand: '[OptIn.execute] Please provide a valid command.',
    executeFailed: '[ADOBE OPT-IN] [execute] Something went wrong: ',
    noPluginApi: 'Make sure the plugin and API name exist.'
} as const;

/**
 * What each rule's condition checks, in the analytics team's words: the rules view says it when a
 * condition was not met. Kept here, in the inspector's file, so that pages without QA carry none
 * of it; a unit test fails when a rule with a condition is missing.
 */
export const RULE_CONDITIONS: Readonly<Record<string, string>> = {
    'consent-banner': 'the host has a consent-banner script id (consent-scripts table)',
    'consent-banner-action': 'the consent banner has loaded on this page',
    'data-layer-event': 'the data-layer event is one the container tracks (DataLayerSettings.trackedEvents)',
    'data-track-click': 'the clicked element carries a data-track payload the rule can read',
    'faq-question': 'the clicked FAQ question is open (class "active") 100 ms after the click',
    'form-error-click': 'the page shows form error paragraphs after the submit click',
    'form-error': 'the page shows form error paragraphs at page bottom',
    'job-view': 'the first data-layer item is a job (careers sites only)',
    'link-tracking': "the link is a download or leaves the brand's domains",
    'not-found-page': 'the page title says "page not found" or the path is the 404 page',
    'page-view': "page bottom has been reached and the visitor's consent allows tracking"
};

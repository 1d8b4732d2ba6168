import { expect } from 'chai';
import { filterLinkVariables } from '../../../../src/extensions/analytics/link-variables';

/** What page code set before `s.tl()`: always-on variables, two eVars, events and context data. */
const VARIABLES: Readonly<Record<string, string | undefined>> = {
    pageName: 'home',
    pageURL: 'https://www.alderway.com/',
    referrer: 'https://www.search.example/',
    currencyCode: 'USD',
    charSet: 'UTF-8',
    visitorID: 'v1',
    eVar1: 'a',
    eVar2: 'b',
    prop3: 'c',
    events: 'event1,event2=3,event5:abc'
};
const CONTEXT: Readonly<Record<string, unknown>> = { author: 'jane', section: 'faq' };
const ALWAYS_ON = {
    pageName: 'home',
    pageURL: 'https://www.alderway.com/',
    referrer: 'https://www.search.example/',
    currencyCode: 'USD',
    charSet: 'UTF-8',
    visitorID: 'v1'
};

/** docs/protocols.md §2.5: what of a link hit's variables goes. */
describe('filterLinkVariables (linkTrackVars, linkTrackEvents)', () => {
    it('keeps everything, as on a page view, when neither list is set', () => {
        expect(filterLinkVariables(undefined, undefined, VARIABLES, CONTEXT)).to.deep.equal({ variables: VARIABLES, contextData: CONTEXT });
        expect(filterLinkVariables('', '', VARIABLES, CONTEXT)).to.deep.equal({ variables: VARIABLES, contextData: CONTEXT });
    });

    it('takes linkTrackVars "None" as a list that matches nothing: only the always-on variables go', () => {
        expect(filterLinkVariables('None', undefined, VARIABLES, CONTEXT)).to.deep.equal({ variables: ALWAYS_ON, contextData: {} });
    });

    it('takes linkTrackEvents "None" as no event at all, whatever linkTrackVars lists', () => {
        expect(filterLinkVariables(undefined, 'None', VARIABLES, CONTEXT).variables).to.deep.equal({ ...VARIABLES, events: undefined });
        expect(filterLinkVariables('events,eVar1', 'None', VARIABLES, CONTEXT)).to.deep.equal({
            variables: { ...ALWAYS_ON, eVar1: 'a', events: undefined },
            contextData: {}
        });
    });

    it('keeps the listed variables and context-data keys, names trimmed and empty entries skipped', () => {
        expect(filterLinkVariables(' eVar2 , ,contextData.author,', undefined, VARIABLES, CONTEXT)).to.deep.equal({
            variables: { ...ALWAYS_ON, eVar2: 'b' },
            contextData: { author: 'jane' }
        });
    });

    it('keeps only the listed events, numeric and serialized ones by their name', () => {
        expect(filterLinkVariables(undefined, 'event2,event5', VARIABLES, CONTEXT).variables.events).to.equal('event2=3,event5:abc');
    });

    it('sends events with a linkTrackVars list only when linkTrackEvents names some', () => {
        expect(filterLinkVariables('eVar1', 'event1', VARIABLES, CONTEXT).variables).to.deep.equal({
            ...ALWAYS_ON,
            eVar1: 'a',
            events: 'event1'
        });
        expect(filterLinkVariables('eVar1', undefined, VARIABLES, CONTEXT).variables).to.deep.equal({ ...ALWAYS_ON, eVar1: 'a' });
        expect(filterLinkVariables('eVar1,events', undefined, VARIABLES, CONTEXT).variables, 'listed, and no event filter').to.deep.equal({
            ...ALWAYS_ON,
            eVar1: 'a',
            events: 'event1,event2=3,event5:abc'
        });
    });

    it('ignores lists that are not strings', () => {
        expect(filterLinkVariables(['eVar1'], 42, VARIABLES, CONTEXT)).to.deep.equal({ variables: VARIABLES, contextData: CONTEXT });
    });

    it('leaves the variables it was given untouched', () => {
        const variables = { ...VARIABLES };
        filterLinkVariables('eVar1', 'event1', variables, CONTEXT);
        expect(variables).to.deep.equal(VARIABLES);
    });

    it('keeps a hit without events as it is when linkTrackEvents is set', () => {
        const { events: _none, ...withoutEvents } = VARIABLES;
        expect(filterLinkVariables(undefined, 'event1', withoutEvents, {}).variables).to.deep.equal(withoutEvents);
    });
});

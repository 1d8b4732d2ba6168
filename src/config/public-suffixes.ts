/**
 * Public suffixes with more than one label in the markets the property serves. A cookie set on
 * `alderway.co.uk` works; one set on `co.uk` is refused by the browser, so the cookie domain of a
 * host under these suffixes keeps one more label. One-label suffixes (`com`, `ie`, `de`, ...) need
 * no entry.
 */
export const MARKET_PUBLIC_SUFFIXES: readonly string[] = [
    'co.uk',
    'org.uk',
    'me.uk',
    'ltd.uk',
    'plc.uk',
    'net.uk',
    'ac.uk',
    'gov.uk',
    'nhs.uk',
    'sch.uk',
    'gov.ie',
    'ab.ca',
    'bc.ca',
    'mb.ca',
    'nb.ca',
    'nf.ca',
    'nl.ca',
    'ns.ca',
    'nt.ca',
    'nu.ca',
    'on.ca',
    'pe.ca',
    'qc.ca',
    'sk.ca',
    'yk.ca',
    'gc.ca',
    'com.es',
    'nom.es',
    'org.es',
    'gob.es',
    'edu.es',
    'asso.fr',
    'com.fr',
    'gouv.fr',
    'nom.fr',
    'prd.fr',
    'tm.fr',
    'com.de'
];

/** Stamped at build time: the suffixes above that a host of the property is under (webpack DefinePlugin). */
declare const __PROPERTY_PUBLIC_SUFFIXES__: readonly string[] | undefined;

/**
 * The suffixes RegistrableDomain knows. The container asks for the registrable domain of the
 * page's host, always one of the property's, and of a link's host only to tell whether it is
 * another: a suffix no host of the property is under changes neither answer, so the bundles carry
 * only the property's (BuildTimeConstants.publicSuffixesOf). Node runs the sources with them all.
 */
export const MULTI_LABEL_PUBLIC_SUFFIXES: readonly string[] =
    typeof __PROPERTY_PUBLIC_SUFFIXES__ !== 'undefined' ? __PROPERTY_PUBLIC_SUFFIXES__ : MARKET_PUBLIC_SUFFIXES;

/**
 * Public suffixes with more than one label in the markets the property serves. A cookie set on
 * `alderway.co.uk` works; one set on `co.uk` is refused by the browser, so the cookie domain of a
 * host under these suffixes keeps one more label. One-label suffixes (`com`, `ie`, `de`, ...) need
 * no entry.
 */
export const MULTI_LABEL_PUBLIC_SUFFIXES: readonly string[] = [
    'co.uk', 'org.uk', 'me.uk', 'ltd.uk', 'plc.uk', 'net.uk', 'ac.uk', 'gov.uk', 'nhs.uk', 'sch.uk',
    'gov.ie',
    'ab.ca', 'bc.ca', 'mb.ca', 'nb.ca', 'nf.ca', 'nl.ca', 'ns.ca', 'nt.ca', 'nu.ca', 'on.ca', 'pe.ca', 'qc.ca', 'sk.ca', 'yk.ca', 'gc.ca',
    'com.es', 'nom.es', 'org.es', 'gob.es', 'edu.es',
    'asso.fr', 'com.fr', 'gouv.fr', 'nom.fr', 'prd.fr', 'tm.fr',
    'com.de'
];

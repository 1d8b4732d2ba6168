/**
 * The Adobe Client Data Layer's dist file, made into `install(window)` at build time
 * (scripts/build/window-script.js): runs ACDL against `window.adobeDataLayer` of the object given.
 */
declare module '@adobe/adobe-client-data-layer/dist/adobe-client-data-layer.min.js' {
    const install: (window: { adobeDataLayer: unknown[] }) => void;
    export default install;
}

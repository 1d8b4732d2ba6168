declare module '@iabtechlabtcf/stub' {
    /** Installs `__tcfapi` with its queue and the `__tcfapiLocator` frame. */
    const installStub: () => void;
    export default installStub;
}

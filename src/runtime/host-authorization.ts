/**
 * Whether the container may run on this page's host: only hosts of the property's domain table
 * (the approved-domain lookup) are. Anywhere else the container stands down, so a copied embed
 * code can't send data into the company's report suites.
 */
export interface HostAuthorization {
    isAuthorized(): boolean;
}

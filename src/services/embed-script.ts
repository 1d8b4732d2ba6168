/**
 * The `<script>` element that loaded the container, read while the bundle evaluates
 * (document.currentScript is only set then). Its file name decides the environment (docs/requirements.md §4.1).
 */
export const EmbedScript = Symbol('EmbedScript');
export interface EmbedScript {
    /** The script's src, or undefined when the container was not loaded from a script element. */
    readonly url: string | undefined;
}

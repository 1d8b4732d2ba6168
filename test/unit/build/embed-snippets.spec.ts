import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { CONTAINER_BUNDLES, LAZY_FILES, lazyFileName } from '../../../scripts/build/container-bundles';
import type { EmbedManifest } from '../../../scripts/build/embed-snippets';
import { EmbedSnippets, INTEGRITY_PLACEHOLDER, MANIFEST_FILE } from '../../../scripts/build/embed-snippets';
import { README_FILE, withEmbedBlock } from '../../../scripts/readme-embed';

const DIST = path.resolve(__dirname, '../../../dist');

/** The W3C SRI specification's own example: its script and its sha384 value. */
const SPEC_EXAMPLE = {
    bytes: Buffer.from("alert('Hello, world.');"),
    integrity: 'sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO'
};

describe('The embed snippets', () => {
    it('give the sha384 of the exact bytes, base64, as SRI writes it', () => {
        expect(EmbedSnippets.integrityOf(SPEC_EXAMPLE.bytes)).to.equal(SPEC_EXAMPLE.integrity);
        expect(EmbedSnippets.integrityOf(new Uint8Array())).to.equal(
            'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb'
        );
        // One byte more is another value.
        expect(EmbedSnippets.integrityOf(Buffer.concat([SPEC_EXAMPLE.bytes, Buffer.from('\n')]))).not.to.equal(SPEC_EXAMPLE.integrity);
    });

    it("are one async script element with integrity and crossorigin, for the environment's bundle", () => {
        const entry = EmbedSnippets.environment([
            { file: 'container.min.js', bytes: SPEC_EXAMPLE.bytes },
            { file: 'container.min.after-load.js', bytes: Buffer.from('') }
        ]);
        expect(entry.snippet).to.equal(
            `<script src="/tag/container.min.js" integrity="${SPEC_EXAMPLE.integrity}" crossorigin="anonymous" async></script>`
        );
        expect(entry.files).to.deep.equal([
            { file: 'container.min.js', integrity: SPEC_EXAMPLE.integrity, bytes: 23 },
            { file: 'container.min.after-load.js', integrity: EmbedSnippets.integrityOf(Buffer.from('')), bytes: 0 }
        ]);
        expect(EmbedSnippets.environment([{ file: 'container.min.js', bytes: SPEC_EXAMPLE.bytes }], '/tag/1.4.0/').snippet).to.match(
            /^<script src="\/tag\/1\.4\.0\/container\.min\.js" /
        );
    });

    it('replace one environment of the manifest and keep the others, unless they were for another folder', () => {
        const production = EmbedSnippets.environment([{ file: 'container.min.js', bytes: Buffer.from('a') }]);
        const staging = EmbedSnippets.environment([{ file: 'container-staging.min.js', bytes: Buffer.from('b') }]);
        const first = EmbedSnippets.withEnvironment(undefined, '1.0.0', '/tag/', 'staging', staging);
        const both = EmbedSnippets.withEnvironment(first, '1.0.1', '/tag/', 'production', production);
        expect(both).to.deep.equal({ version: '1.0.1', basePath: '/tag/', environments: { production, staging } });
        expect(Object.keys(both.environments)).to.deep.equal(['production', 'staging']);
        expect(EmbedSnippets.withEnvironment(both, '1.0.1', '/tag/2/', 'production', production).environments).to.deep.equal({
            production
        });
    });

    it("write embed.html with each environment's snippet, escaped, and its files", () => {
        const manifest = EmbedSnippets.withEnvironment(
            undefined,
            '1.0.0',
            '/tag/',
            'production',
            EmbedSnippets.environment([{ file: 'container.min.js', bytes: SPEC_EXAMPLE.bytes }])
        );
        const html = EmbedSnippets.renderHtml(manifest);
        expect(html).to.contain(
            `<pre><code>&lt;script src=&quot;/tag/container.min.js&quot; integrity=&quot;${SPEC_EXAMPLE.integrity}&quot; crossorigin=&quot;anonymous&quot; async&gt;&lt;/script&gt;</code></pre>`
        );
        expect(html).to.contain(`<tr><td>container.min.js</td><td>23</td><td><code>${SPEC_EXAMPLE.integrity}</code></td></tr>`);
        expect(html).not.to.contain('<h2>staging</h2>');
    });

    it('are in the README as the generator writes them, with the integrity as a placeholder (npm run -s readme:embed)', () => {
        const readme = readFileSync(README_FILE, 'utf8');
        expect(readme).to.equal(withEmbedBlock(readme));
        const block = EmbedSnippets.readmeBlock(CONTAINER_BUNDLES);
        expect(block.split('\n').filter(line => line.startsWith('<script'))).to.have.length(3);
        expect(block)
            .to.contain(`integrity="${INTEGRITY_PLACEHOLDER}"`)
            .and.not.to.match(/sha384-[A-Za-z0-9+/]{64}/);
    });

    it("match the built files: dist/manifest.json has every environment's files with their hashes", () => {
        expect(existsSync(path.join(DIST, MANIFEST_FILE)), 'dist/manifest.json is missing: run npm run build first').to.equal(true);
        const manifest = JSON.parse(readFileSync(path.join(DIST, MANIFEST_FILE), 'utf8')) as EmbedManifest;
        for (const { environment, filename } of CONTAINER_BUNDLES) {
            const entry = manifest.environments[environment]!;
            expect(
                entry.files.map(file => file.file),
                environment
            ).to.deep.equal([filename, ...LAZY_FILES.map(file => lazyFileName(filename, file))]);
            for (const file of entry.files) {
                expect(file.integrity, file.file).to.equal(EmbedSnippets.integrityOf(readFileSync(path.join(DIST, file.file))));
            }
            expect(entry.snippet).to.equal(EmbedSnippets.scriptTag(manifest.basePath + filename, entry.files[0].integrity));
        }
        expect(readFileSync(path.join(DIST, 'embed.html'), 'utf8')).to.equal(EmbedSnippets.renderHtml(manifest));
    });
});

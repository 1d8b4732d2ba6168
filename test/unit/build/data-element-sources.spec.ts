import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { renderDataElements } from '../../../scripts/sdr';
import { DATA_ELEMENT_SOURCES } from '../../../src/config/data-element-sources';
import { createContainer, MODULES } from '../../../src/index';
import type { DataElementDefinition } from '../../../src/runtime/data-element';
import { DataElementContribution } from '../../../src/runtime/data-element';
import type { BrowserWindow } from '../../../src/services/browser-window';
import { testDom } from '../setup';
import { resetTestPage, TEST_BUILD_INFO } from '../test-container';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * Every data element any contribution registers, from a container with every module of the
 * bundle loaded, whatever site types they apply to.
 */
function liveDefinitions(): DataElementDefinition[] {
    const everyModule = MODULES.map(({ module }) => ({ module }));
    const container = createContainer(testDom.window as unknown as BrowserWindow, TEST_BUILD_INFO, { url: undefined }, everyModule);
    const definitions: DataElementDefinition[] = [];
    for (const contribution of container.getAll<DataElementContribution>(DataElementContribution)) {
        contribution.registerDataElements({ register: definition => definitions.push(definition) });
    }
    return definitions;
}

describe('npm run sdr -- --elements', () => {
    after(() => resetTestPage());

    it('lists exactly the data elements the container registers, with their storage durations', () => {
        const live = liveDefinitions();
        expect(live.length).to.be.at.least(40);
        const listed = new Map(DATA_ELEMENT_SOURCES.map(row => [row.name, row]));
        expect(listed.size, 'each name once').to.equal(DATA_ELEMENT_SOURCES.length);
        const missing = live.filter(definition => !listed.has(definition.name)).map(definition => definition.name);
        expect(missing, 'registered but not in src/config/data-element-sources.ts').to.deep.equal([]);
        const stale = DATA_ELEMENT_SOURCES.filter(row => !live.some(definition => definition.name === row.name)).map(row => row.name);
        expect(stale, 'in src/config/data-element-sources.ts but registered nowhere').to.deep.equal([]);
        for (const definition of live) {
            expect(listed.get(definition.name)?.storageDuration, definition.name).to.equal(definition.storageDuration);
        }
    });

    it('prints them as a Markdown table, and as CSV with one header row and the same columns', function () {
        // Child processes and builds end on their own: a slower machine only takes longer, so no wall-clock limit.
        this.timeout(0);
        const markdown = renderDataElements().split('\n');
        expect(markdown).to.include('| Data element | Source | Detail | Storage duration |');
        expect(markdown).to.include('| campaign code | query parameter | ?cid= | - |');
        const result = spawnSync(process.execPath, ['-r', './scripts/register-ts.js', 'scripts/sdr.ts', '--elements', '--csv'], {
            cwd: ROOT,
            encoding: 'utf8'
        });
        expect(result.status).to.equal(0);
        const lines = result.stdout.split('\r\n');
        expect(lines[0]).to.equal('\uFEFF"Data element","Source","Detail","Storage duration"');
        expect(lines).to.include('"internal campaign id","cookie","mmg_icid","-"');
        expect(lines.length - 2, 'rows (after the header, before the final CRLF)').to.equal(DATA_ELEMENT_SOURCES.length);
    });
});

import { expect } from 'chai';
import type { BuildEnvironment } from '../../../src/services/build-info';
import { Environment } from '../../../src/services/environment';
import { createTestContainer, resetTestPage } from '../test-container';

describe('Environment (docs/requirements.md §4.1)', () => {
    beforeEach(() => resetTestPage());

    function environmentOf(build: BuildEnvironment, scriptUrl: string | undefined): Environment {
        return createTestContainer({ buildInfo: { environment: build }, scriptUrl }).get<Environment>(Environment);
    }

    const cases: Array<[BuildEnvironment, string | undefined, 'staging' | 'production']> = [
        ['production', 'https://www.alderway.com/tag/container.min.js', 'production'],
        ['production', 'https://assets.example.net/launch-EN1a2b3c-staging.min.js', 'staging'],
        ['production', 'https://assets.example.net/launch-EN1a2b3c-development.min.js', 'staging'],
        ['production', 'https://www.alderway.com/tag/container-STAGING.min.js?v=2', 'staging'],
        ['production', 'https://www.alderway.com/staging-assets/container.min.js', 'production'],
        ['production', 'https://www.alderway.com/tag/container.min.js?env=development', 'production'],
        ['production', undefined, 'production'],
        ['staging', 'https://www.alderway.com/tag/container.min.js', 'staging'],
        ['development', undefined, 'staging']
    ];
    for (const [build, url, expected] of cases) {
        it(`is ${expected} for a ${build} build loaded from ${url ?? 'no script'}`, () => {
            const environment = environmentOf(build, url);
            expect(environment.name).to.equal(expected);
            expect(environment.isStaging).to.equal(expected === 'staging');
            expect(environment.stage).to.equal(build);
        });
    }
});

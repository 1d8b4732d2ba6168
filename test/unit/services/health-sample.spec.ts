import { expect } from 'chai';
import { Container } from 'inversify';
import * as sinon from 'sinon';
import type { BuildEnvironment } from '../../../src/services/build-info';
import { BuildInfo } from '../../../src/services/build-info';
import { HealthSample } from '../../../src/services/health-sample';
import { HealthSampleImpl } from '../../../src/services/health-sample-impl';
import { TEST_BUILD_INFO } from '../test-container';

function sampleOf(environment: BuildEnvironment): HealthSample {
    const container = new Container();
    container.bind(BuildInfo).toConstantValue({ ...TEST_BUILD_INFO, environment });
    container.bind(HealthSample).to(HealthSampleImpl);
    return container.get<HealthSample>(HealthSample);
}

describe('HealthSampleImpl', () => {
    afterEach(() => sinon.restore());

    it("draws once per page against the environment's sample rate: 1 % in production, every page in staging", () => {
        const random = sinon.stub(Math, 'random').returns(0.5);
        const production = sampleOf('production');
        expect([production.sampled, production.sampled]).to.deep.equal([false, false]);
        expect(random.callCount, 'one draw').to.equal(1);
        random.returns(0.009);
        expect(sampleOf('production').sampled).to.equal(true);
        random.returns(0.999999);
        expect(sampleOf('staging').sampled).to.equal(true);
        expect(sampleOf('development').sampled).to.equal(true);
    });

    it("marks the container's start at the draw", () => {
        sinon.stub(Math, 'random').returns(0.5);
        const clock = sinon.useFakeTimers(123456);
        const sample = sampleOf('staging');
        void sample.sampled;
        clock.tick(50);
        expect(sample.started).to.equal(123456);
    });
});

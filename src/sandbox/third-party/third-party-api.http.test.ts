// @vitest-environment node
import { setUpHttpSandbox } from '../test-support/sandbox-harness';
import { thirdPartyContract } from './test-support/third-party-contract';

// The same contract through the Node middleware on a real port, as the browser tests meet it.
const sandbox = setUpHttpSandbox();

describe(`third-party sign-in ${sandbox.name}`, () => thirdPartyContract(sandbox));

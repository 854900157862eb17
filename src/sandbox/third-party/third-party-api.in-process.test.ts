import { setUpInProcessSandbox } from '../test-support/sandbox-harness';
import { thirdPartyContract } from './test-support/third-party-contract';

const sandbox = setUpInProcessSandbox();

describe(`third-party sign-in ${sandbox.name}`, () => thirdPartyContract(sandbox));

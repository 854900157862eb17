import { setUpInProcessSandbox } from '../test-support/sandbox-harness';
import { oauthContract } from './test-support/oauth-contract';

const sandbox = setUpInProcessSandbox();

describe(`OAuth authorisation ${sandbox.name}`, () => oauthContract(sandbox));

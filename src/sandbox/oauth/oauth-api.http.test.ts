// @vitest-environment node
import { setUpHttpSandbox } from '../test-support/sandbox-harness';
import { oauthContract } from './test-support/oauth-contract';

// The same contract through the Node middleware on a real port, as the browser tests meet it.
const sandbox = setUpHttpSandbox();

describe(`OAuth authorisation ${sandbox.name}`, () => oauthContract(sandbox));

// @vitest-environment node
import { setUpHttpSandbox } from '../test-support/sandbox-harness';
import { chatAppContract } from './test-support/chat-app-contract';

// The same contract through the Node middleware on a real port, as the browser tests meet it.
const sandbox = setUpHttpSandbox();

describe(`the Telegram mini app's calls ${sandbox.name}`, () => chatAppContract(sandbox));

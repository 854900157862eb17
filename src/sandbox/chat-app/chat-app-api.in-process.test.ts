import { setUpInProcessSandbox } from '../test-support/sandbox-harness';
import { chatAppContract } from './test-support/chat-app-contract';

// The handlers as component tests meet them: jsdom, fetch intercepted by msw's setupServer.
const sandbox = setUpInProcessSandbox();

describe(`the Telegram mini app's calls ${sandbox.name}`, () => chatAppContract(sandbox));

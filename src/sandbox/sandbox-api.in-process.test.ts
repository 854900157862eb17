import { captchaContract } from './test-support/contracts/captcha-contract';
import { failureContract } from './test-support/contracts/failure-contract';
import { loginAreaContract } from './test-support/contracts/login-area-contract';
import { loginContract } from './test-support/contracts/login-contract';
import { loginScenarioContract } from './test-support/contracts/login-scenario-contract';
import { profileContract } from './test-support/contracts/profile-contract';
import { publicInfoContract } from './test-support/contracts/public-info-contract';
import { qrContract } from './test-support/contracts/qr-contract';
import { registrationContract } from './test-support/contracts/registration-contract';
import { registrationPiecesContract } from './test-support/contracts/registration-pieces-contract';
import { visitorContract } from './test-support/contracts/visitor-contract';
import { setUpInProcessSandbox } from './test-support/sandbox-harness';

// The handlers as component tests meet them: jsdom, fetch intercepted by msw's setupServer.
const sandbox = setUpInProcessSandbox();

describe(`sandbox API ${sandbox.name}`, () => {
  describe('login', () => loginContract(sandbox));
  describe('profile', () => profileContract(sandbox));
  describe('visitor', () => visitorContract(sandbox));
  describe('failure controls', () => failureContract(sandbox));
  describe('captcha', () => captchaContract(sandbox));
  describe('public info', () => publicInfoContract(sandbox));
  describe('login scenarios', () => loginScenarioContract(sandbox));
  describe('QR login', () => qrContract(sandbox));
  describe('login area', () => loginAreaContract(sandbox));
  describe('registration', () => registrationContract(sandbox));
  describe('registration pieces', () => registrationPiecesContract(sandbox));
});

import { defineFeature } from '../../editions/feature-module';
import { turkeyBridgeLoginScene } from './login-captcha-scene';

export default defineFeature({
  id: 'turkey-bridge-login',
  hooks: { loginCaptchaScene: turkeyBridgeLoginScene },
});

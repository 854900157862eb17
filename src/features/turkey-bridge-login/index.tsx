import { paths } from '@/lib/route-paths';
import { lazyWithTimeout } from '@/ui/error-boundary';
import { defineFeature } from '../../editions/feature-module';
import { turkeyBridgeLoginScene } from './login-captcha-scene';

// The popup page is its own chunk: no login or register page downloads it.
const TrAuthorizedPage = lazyWithTimeout(
  () => import('./tr-authorized-page'),
  'tr-authorized-page',
);

export default defineFeature({
  id: 'turkey-bridge-login',
  hooks: { loginCaptchaScene: turkeyBridgeLoginScene },
  routes: [{ path: paths.turkeyBridge, name: 'tr-authorized', Page: TrAuthorizedPage }],
});

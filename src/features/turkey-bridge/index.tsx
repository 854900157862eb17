import { defineFeature } from '../../editions/feature-module';
import { TURKEY_REGISTER_SOURCE } from './register-source';
import { TurkeyBridgeButton } from './turkey-bridge-button';

export default defineFeature({
  id: 'turkey-bridge',
  slots: {
    'login.thirdParty': () => <TurkeyBridgeButton type="LOGIN_TR" />,
    'register.thirdParty': () => <TurkeyBridgeButton type="BIND_TR" />,
  },
  // The Turkey sign-up scene: registrations on this site carry its own `from`.
  hooks: { registerPayload: () => ({ from: TURKEY_REGISTER_SOURCE }) },
});

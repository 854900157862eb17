import { defineFeature } from '../../editions/feature-module';
import { TurkeyBridgeButton } from './turkey-bridge-button';

export default defineFeature({
  id: 'turkey-bridge',
  slots: {
    'login.thirdParty': () => <TurkeyBridgeButton type="LOGIN_TR" />,
    'register.thirdParty': () => <TurkeyBridgeButton type="BIND_TR" />,
  },
});

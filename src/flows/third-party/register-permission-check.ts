/**
 * The registration IP-ban check of the third-party flow (docs/third-party.md, "The flow", step 3):
 * the same call registration makes, GET /register/permission_v2
 * (src/api/endpoints/registration.ts), whose `status` 'ip_ban' means this IP may not register. If
 * the check itself fails the flow goes on and the exchange decides.
 */
import type { ApiClient } from '@/api/api-client';
import { checkRegisterPermission, REGISTER_PERMISSION } from '@/api/endpoints/registration';

export const IP_BAN_STATUS = REGISTER_PERMISSION.ipBan;

export async function isRegistrationIpBanned(client: ApiClient): Promise<boolean> {
  const answer = await checkRegisterPermission(client).catch(() => undefined);
  return answer?.retCode === 0 && answer.result?.status === IP_BAN_STATUS;
}

/**
 * The registration IP-ban check of the third-party flow (registration.md §4 step 2): the same
 * call registration makes, GET /register/permission_v2, whose `status` 'ip_ban' means this IP
 * may not register. If the check itself fails the flow goes on and the exchange decides.
 */
import * as z from 'zod/mini';
import type { ApiClient } from '@/api/api-client';
import { API_PATHS } from '@/api/paths';

export const IP_BAN_STATUS = 'ip_ban';

const permissionSchema = z.object({ status: z.optional(z.string()) });

export async function isRegistrationIpBanned(client: ApiClient): Promise<boolean> {
  const answer = await client
    .request({
      method: 'GET',
      path: API_PATHS.registerPermission,
      hideError: true,
      onHttpError: () => undefined,
      parse: (result) => permissionSchema.parse(result ?? {}),
    })
    .catch(() => undefined);
  return answer?.retCode === 0 && answer.result?.status === IP_BAN_STATUS;
}

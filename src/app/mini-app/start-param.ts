/**
 * The launch's start parameter (`tgWebAppStartParam`, the bot link's `startapp`): `key-value`
 * pairs joined by `__`, e.g. `cid-1001__tid-7__ref-ABC123` (docs/mini-app.md, "The start
 * parameter"). Telegram allows only `A-Z a-z 0-9 _ -`, 512 characters at most; anything else is
 * not ours and is ignored.
 */
import type { CampaignTask } from '@/sign-in/contracts/mini-app';

export interface StartParam {
  readonly task: CampaignTask | null;
  readonly inviteCode: string;
}

const ALLOWED = /^[A-Za-z0-9_-]{1,512}$/;

export function parseStartParam(text: string): StartParam {
  const pairs = new Map<string, string>();
  if (ALLOWED.test(text)) {
    for (const part of text.split('__')) {
      const dash = part.indexOf('-');
      if (dash > 0 && dash < part.length - 1) pairs.set(part.slice(0, dash), part.slice(dash + 1));
    }
  }
  const campaignId = pairs.get('cid') ?? '';
  const taskId = pairs.get('tid') ?? '';
  return {
    task: campaignId && taskId ? { campaignId, taskId } : null,
    inviteCode: pairs.get('ref') ?? '',
  };
}

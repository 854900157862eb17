/**
 * What the sandbox remembers about the mini app besides the link table
 * (src/sandbox/state/telegram-links.ts): how often each scripted Telegram user has called bind,
 * which accounts have passed the bind's security step, and the campaign tasks completed
 * (docs/sandbox.md, "The Telegram mini app"). Plain data, shown by GET /x-api/__sandbox/state.
 */

export interface MiniAppTaskCompletion {
  readonly accountKey: string;
  /** The Telegram user of the x-chat-token the completion came with. */
  readonly telegramUserId: number;
  readonly campaignId: number;
  readonly taskId: number;
  readonly atMs: number;
}

export interface ChatAppSandboxState {
  /**
   * Bind calls of the retry users (400607) per Telegram user id, since the last reset or the
   * last successful link.
   */
  readonly bindCalls: Map<number, number>;
  /** Accounts whose bind passed the security step (a redeemed risk_token): not asked again. */
  readonly bindRiskPassed: Set<string>;
  /** Completed campaign tasks, oldest first; one per account, campaign and task. */
  readonly taskCompletions: MiniAppTaskCompletion[];
}

export function createChatAppState(): ChatAppSandboxState {
  return { bindCalls: new Map(), bindRiskPassed: new Set(), taskCompletions: [] };
}

/**
 * Completing a campaign task from the mini app (POST /fht/growth/miniapp/task/v1/complete_task,
 * docs/mini-app.md): recorded once per account, campaign and task, so `first_time` is true the
 * first time only (until a reset).
 */
import type { SandboxState } from '../state/sandbox-state';

export interface TaskCompletionInput {
  readonly accountKey: string;
  readonly telegramUserId: number;
  readonly campaignId: number;
  readonly taskId: number;
}

/** Records the completion; whether it is the first for this account, campaign and task. */
export function completeMiniAppTask(state: SandboxState, input: TaskCompletionInput): boolean {
  const completions = state.chatApp.taskCompletions;
  const done = completions.some(
    (completion) =>
      completion.accountKey === input.accountKey &&
      completion.campaignId === input.campaignId &&
      completion.taskId === input.taskId,
  );
  if (done) return false;
  completions.push({ ...input, atMs: state.settings.now() });
  return true;
}

/**
 * The shapes of the chat-app link answers (chat-app-link.ts; docs/mini-app.md, "The calls and
 * their answers"); loaded with the first call, so zod stays out of the first load.
 */
import * as z from 'zod/mini';

const flag = z.union([z.number(), z.string()]);

export const bindStatusSchema = z.object({
  /** UNBOUND 0, BOUND 1. */
  bind_status: flag,
});

export const bindAnswerSchema = z.object({
  bind_status: z.optional(flag),
  /** 'success', or 'status|message' when the link failed. */
  tg_bind_result: z.optional(z.nullable(z.string())),
  /** The security step before the link. */
  risk_token: z.optional(z.nullable(z.string())),
  risk_token_type: z.optional(z.nullable(z.string())),
});

export const completeTaskSchema = z.object({
  completed: z.optional(z.boolean()),
  first_time: z.optional(z.boolean()),
});

export type BindStatusAnswer = z.infer<typeof bindStatusSchema>;
export type BindAnswer = z.infer<typeof bindAnswerSchema>;
export type CompleteTaskAnswer = z.infer<typeof completeTaskSchema>;

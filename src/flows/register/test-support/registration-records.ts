/** What the sandbox recorded of a registration, read as QA would (GET /x-api/__sandbox/state). */
import { TEST_API_BASE } from '../../../../test/harness';

interface SandboxStateAnswer {
  readonly result: {
    readonly registrationRequests: {
      path: string;
      fields: Record<string, unknown>;
      headers: Record<string, string | null>;
    }[];
    readonly sentCodes: { to: string; activationLink?: string }[];
  };
}

async function sandboxState(): Promise<SandboxStateAnswer['result']> {
  const response = await fetch(`${TEST_API_BASE}/__sandbox/state`);
  return ((await response.json()) as SandboxStateAnswer).result;
}

/** The registration calls the sandbox received, oldest first. */
export async function recordedRegistrationCalls(): Promise<
  SandboxStateAnswer['result']['registrationRequests']
> {
  return (await sandboxState()).registrationRequests;
}

/** Opens the activation link of the newest e-mail to this address, as the visitor would. */
export async function openActivationLink(email: string): Promise<void> {
  const { sentCodes } = await sandboxState();
  const link = [...sentCodes].reverse().find((sent) => sent.to === email)?.activationLink;
  if (!link) throw new Error(`no activation link was sent to ${email}`);
  await fetch(`${new URL(TEST_API_BASE).origin}${link}`);
}

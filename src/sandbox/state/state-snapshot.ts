import type { SandboxState } from './sandbox-state';

/** The state as JSON for GET /x-api/__sandbox/state: what QA needs to see, no password hashes. */
export function snapshotSandboxState(state: SandboxState): Record<string, unknown> {
  const now = state.settings.now();
  return {
    now,
    accounts: [...state.accounts.values()].map((account) => ({
      key: account.key,
      id: account.id,
      email: account.email ?? null,
      phone: account.phone ?? null,
      scenario: account.scenario.kind,
      site: account.site,
      aliasOf: account.aliasOf ?? null,
      bannedAtMs: account.bannedAtMs ?? null,
    })),
    passwordErrors: Object.fromEntries(state.passwordErrors),
    sessions: state.sessions.size,
    sentCodes: state.sentCodes,
    registrationRequests: state.registrationRequests,
    registrations: [...state.registrations.values()],
    riskChallenges: [...state.riskChallenges.values()],
    qrSessions: [...state.qrSessions.values()].map(({ token: _token, ...session }) => session),
    failures: state.failures,
    captcha: {
      modes: state.captcha.modes,
      openChallenges: state.captcha.challenges.size,
      unusedTokens: [...state.captcha.tokens.values()].map(({ token, provider }) => ({
        token,
        provider,
      })),
    },
    oauth: {
      openRequests: [...state.oauth.requests.values()]
        .filter((request) => !request.decided)
        .map(({ requestId, accountKey, clientId, redirectUri, scopes, stepUpRequired }) => ({
          requestId,
          accountKey,
          clientId,
          redirectUri,
          scopes,
          stepUpRequired,
        })),
      grants: [...state.oauth.grants].flatMap(([accountKey, byClient]) =>
        [...byClient].map(([clientId, scopes]) => ({ accountKey, clientId, scopes: [...scopes] })),
      ),
      codes: [...state.oauth.codes.values()].map(({ code, clientId, used, expiresAtMs }) => ({
        code,
        clientId,
        used,
        expiresAtMs,
      })),
    },
    telegramLinks: [...state.telegramLinks].map(([telegramUserId, accountKey]) => ({
      telegramUserId,
      accountKey,
    })),
    chatApp: {
      taskCompletions: state.chatApp.taskCompletions,
      bindCalls: Object.fromEntries(state.chatApp.bindCalls),
      bindRiskPassed: [...state.chatApp.bindRiskPassed],
    },
    // The Turkey bridge (docs/sandbox.md, "The Turkey bridge"); the tokens themselves stay out.
    turkeyBridge: {
      links: [...state.turkeyBridge.links].map(([mainAccountKey, turkeyAccountKey]) => ({
        mainAccountKey,
        turkeyAccountKey,
      })),
      kycShared: [...state.turkeyBridge.kycShared],
      openQuickTokens: [...state.turkeyBridge.quickTokens.values()].map(
        ({ accountKey, type, expiresAtMs }) => ({ accountKey, type, expiresAtMs }),
      ),
    },
    // Trading-password changes a login asked for (docs/sandbox.md, "Trading-password change").
    tradingPasswordChanges: [...state.tradingPasswordChanges.values()].map(
      ({ ticket, accountKey, channel, codeSent, done, expiresAtMs }) => ({
        ticket,
        accountKey,
        channel,
        codeSent,
        done,
        expiresAtMs,
      }),
    ),
    visitorSetting: state.settings.visitor ?? null,
  };
}

import { initialStage, nextStage, stageUuid, type RegisterStage } from './register-stage';

const attempt = {
  account: { channel: 'mobile', mobile: '7700900123', countryCode: '44' },
  uuid: 'u-1',
  verification: 'code',
} as const;

describe('register stages', () => {
  it('starts on the account form, or on step one in step mode', () => {
    expect(initialStage('tabs')).toEqual({ name: 'account', prefer: 'email' });
    expect(initialStage('steps')).toEqual({ name: 'choose' });
  });

  it('walks choose → account → verify → password → finishing', () => {
    let stage: RegisterStage = initialStage('steps');
    stage = nextStage(stage, { type: 'chosen', channel: 'mobile' });
    expect(stage).toEqual({ name: 'account', prefer: 'mobile' });
    stage = nextStage(stage, { type: 'sent', attempt });
    expect(stageUuid(stage)).toBe('u-1');
    stage = nextStage(stage, { type: 'needsPassword', uuid: 'u-1', account: attempt.account });
    expect(stage).toMatchObject({ name: 'password', uuid: 'u-1' });
    expect(nextStage(stage, { type: 'registered' })).toEqual({ name: 'finishing' });
  });

  it('forgets the uuid when going back from verify to the account step', () => {
    const verifying = nextStage(initialStage('tabs'), { type: 'sent', attempt });
    const back = nextStage(verifying, { type: 'back' });
    expect(back).toEqual({ name: 'account', prefer: 'mobile' });
    expect(stageUuid(back)).toBeUndefined();
  });

  it('goes back from the account step to step one with the back icon', () => {
    expect(nextStage({ name: 'account', prefer: 'email' }, { type: 'choose' })).toEqual({
      name: 'choose',
    });
  });
});

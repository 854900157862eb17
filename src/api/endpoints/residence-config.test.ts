import { getResidenceConfig } from './residence-config';
import { clientAnswering } from './test-client';

describe('getResidenceConfig', () => {
  it('asks for the current site and parses the guide configs', async () => {
    const { client, calls } = clientAnswering({
      ret_code: 0,
      result: {
        guideConfigs: [{ siteId: 'EU', country2: 'DE' }],
        showMode: 'mainSiteEuResidenceConfirm',
        countries2: [],
      },
    });
    const answer = await getResidenceConfig(client, 'global');
    expect(calls[0]).toMatchObject({
      url: '/x-api/v3/private/kyc/get-rc-config?site_id=global',
      method: 'GET',
    });
    expect(answer?.result?.guideConfigs).toEqual([{ siteId: 'EU', country2: 'DE' }]);
  });
});

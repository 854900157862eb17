import { fetchGrayUserIdTails } from './gray-config';
import { clientAnswering } from './test-client';

const answering = (value: string) =>
  clientAnswering({
    retCode: 0,
    result: { list: [{ key: 'web_gray_config', language: '', value, campaignId: '' }] },
  }).client;

describe('fetchGrayUserIdTails (web_gray_config)', () => {
  it('reads the last digits the config names', async () => {
    await expect(fetchGrayUserIdTails(answering('{"userIdTails":["0","5"]}'))).resolves.toEqual([
      '0',
      '5',
    ]);
    await expect(fetchGrayUserIdTails(answering('{"userIdTails":[]}'))).resolves.toEqual([]);
  });

  it('is null for a value that is not JSON, not a list of single digits, or no entry at all', async () => {
    await expect(fetchGrayUserIdTails(answering('{oops'))).resolves.toBeNull();
    await expect(fetchGrayUserIdTails(answering('{"userIdTails":["12"]}'))).resolves.toBeNull();
    await expect(fetchGrayUserIdTails(answering('{"userIdTails":[1]}'))).resolves.toBeNull();
    const empty = clientAnswering({ retCode: 0, result: { list: [] } }).client;
    await expect(fetchGrayUserIdTails(empty)).resolves.toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { withEntityName } from './legal';

describe('withEntityName', () => {
  it('lets a name ending in a full stop end the sentence', () => {
    expect(
      withEntityName('… the Risk Disclosure of Exchange Global Ltd..', 'Exchange Global Ltd.'),
    ).toBe('… the Risk Disclosure of Exchange Global Ltd.');
  });

  it('keeps the stop after a name without one, and text after the name', () => {
    expect(withEntityName('… of Exchange EU B.V. GmbH.', 'Exchange EU GmbH')).toBe(
      '… of Exchange EU B.V. GmbH.',
    );
    expect(
      withEntityName('Exchange Global Ltd. 의 약관에 동의합니다.', 'Exchange Global Ltd.'),
    ).toBe('Exchange Global Ltd. 의 약관에 동의합니다.');
  });
});

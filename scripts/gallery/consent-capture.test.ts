// @vitest-environment node
import { tidySegments } from './consent-capture';

describe('tidySegments', () => {
  it('joins text runs, folds white space, trims the ends and keeps links with their addresses', () => {
    expect(
      tidySegments([
        { text: '\n  I have read ' },
        { text: 'and agree to the ' },
        { text: ' Terms of\n Service ', href: '/app/terms' },
        { text: ' of  Exchange Ltd. ' },
        { text: '' },
      ]),
    ).toEqual([
      { text: 'I have read and agree to the ' },
      { text: 'Terms of Service', href: '/app/terms' },
      { text: ' of Exchange Ltd.' },
    ]);
  });

  it('keeps a link at either end as it is', () => {
    expect(tidySegments([{ text: 'Policy', href: '' }, { text: '   ' }])).toEqual([
      { text: 'Policy', href: '' },
    ]);
  });
});

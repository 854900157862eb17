import { screen } from '@testing-library/react';
import { PageLayout } from './page-layout';
import { renderWithUi } from './test-utils/render-with-ui';

describe('PageLayout', () => {
  it('puts the form in the main landmark, 446 px wide as a login panel', () => {
    renderWithUi(<PageLayout header={<span>Logo</span>}>Form</PageLayout>);
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Form');
    expect(main).toHaveStyle({ maxWidth: '446px' });
    expect(screen.getByRole('banner')).toHaveTextContent('Logo');
  });

  it('is 480 px wide as a login box', () => {
    renderWithUi(<PageLayout width="box">Form</PageLayout>);
    expect(screen.getByRole('main')).toHaveStyle({ maxWidth: '480px' });
  });

  it('puts the promo in its own named landmark beside the form', () => {
    renderWithUi(
      <PageLayout promo={<span>Trade now</span>} promoLabel="Offers">
        Form
      </PageLayout>,
    );
    // jsdom applies no media queries, so this is the narrow layout: the column is not shown.
    const aside = screen.getByRole('complementary', { hidden: true });
    expect(aside).toHaveAttribute('aria-label', 'Offers');
    expect(aside).toHaveTextContent('Trade now');
    expect(aside).toHaveStyle({ display: 'none' });
    expect(screen.getByRole('main')).not.toContainElement(aside);
  });

  it('has no promo column when none is given', () => {
    renderWithUi(<PageLayout>Form</PageLayout>);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});

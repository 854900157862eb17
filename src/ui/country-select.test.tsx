import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { CountrySelect, type CountryOption } from './country-select';
import { FormField } from './form-field';
import { InDialogContext } from './in-dialog';
import { renderWithUi } from './test-utils/render-with-ui';

const many: CountryOption[] = Array.from({ length: 60 }, (_, index) => ({
  code: `C${index}`,
  name: `Country ${String(index).padStart(2, '0')}`,
  areaCode: String(100 + index),
  imageUrl: `/static/countries/country-${index}.svg`,
}));

function Picker({
  options = many,
  initial = null,
}: {
  options?: CountryOption[];
  initial?: string | null;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <FormField label="Country">
        <CountrySelect
          options={options}
          value={value}
          onChange={setValue}
          listLabel="Countries"
          noMatchesText="Nothing matches"
          showAreaCode
        />
      </FormField>
      <output>{value ?? 'none'}</output>
    </form>
  );
}

describe('CountrySelect', () => {
  it('is a labelled combobox controlling a listbox', () => {
    renderWithUi(<Picker />);
    const combobox = screen.getByRole('combobox', { name: 'Country' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveAttribute('aria-autocomplete', 'list');
    const listId = combobox.getAttribute('aria-controls');
    expect(listId && document.getElementById(listId)).toHaveAttribute('role', 'listbox');
  });

  it('renders only 17 rows of a long list, and follows the scroll', async () => {
    const { user } = renderWithUi(<Picker />);
    await user.click(screen.getByRole('combobox'));
    const listbox = screen.getByRole('listbox', { name: 'Countries' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(17);
    const first = within(listbox).getAllByRole('option')[0]!;
    expect(first).toHaveAttribute('aria-setsize', '60');
    expect(first).toHaveAttribute('aria-posinset', '1');
    listbox.scrollTop = 40 * 30;
    fireEvent.scroll(listbox);
    const rows = within(listbox).getAllByRole('option');
    expect(rows).toHaveLength(17);
    expect(rows[0]).toHaveTextContent('Country 25');
  });

  it('moves with the arrow keys via aria-activedescendant and picks with Enter', async () => {
    const { user } = renderWithUi(<Picker />);
    const combobox = screen.getByRole('combobox');
    await user.click(combobox);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const activeId = combobox.getAttribute('aria-activedescendant');
    expect(activeId && document.getElementById(activeId)).toHaveTextContent('Country 02');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('C2');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveValue('Country 02 (+102)');
  });

  it('reveals rows far down the list when paging, still with 17 in the DOM', async () => {
    const { user } = renderWithUi(<Picker />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{PageDown}{PageDown}{PageDown}{PageDown}');
    const combobox = screen.getByRole('combobox');
    const activeId = combobox.getAttribute('aria-activedescendant');
    expect(activeId && document.getElementById(activeId)).toHaveTextContent('Country 28');
    expect(screen.getAllByRole('option')).toHaveLength(17);
  });

  it('narrows the list as the visitor types, by name or dialling code', async () => {
    const { user } = renderWithUi(<Picker />);
    const combobox = screen.getByRole('combobox');
    await user.type(combobox, 'Country 4');
    expect(screen.getAllByRole('option')).toHaveLength(10);
    await user.clear(combobox);
    await user.type(combobox, '+159');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Country 59+159']);
    await user.type(combobox, 'x');
    expect(screen.getByText('Nothing matches')).toBeVisible();
  });

  it('selects with a click and marks the chosen option', async () => {
    const { user } = renderWithUi(<Picker initial="C1" />);
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Country 01');
    await user.click(screen.getByRole('option', { name: /Country 03/ }));
    expect(screen.getByRole('status')).toHaveTextContent('C3');
  });

  it('closes on Escape and restores the chosen name', async () => {
    const { user } = renderWithUi(<Picker initial="C1" />);
    const combobox = screen.getByRole('combobox');
    await user.click(combobox);
    await user.keyboard('zz{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveValue('Country 01 (+101)');
    expect(screen.getByRole('status')).toHaveTextContent('C1');
  });
});

describe('CountrySelect sizes', () => {
  it('keeps the list 280 px high on a page and 160 px inside a dialog', async () => {
    const page = renderWithUi(<Picker />);
    await page.user.click(screen.getByRole('combobox', { name: 'Country' }));
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '280px' });
    page.unmount();

    const dialog = renderWithUi(
      <InDialogContext.Provider value>
        <Picker />
      </InDialogContext.Provider>,
    );
    await dialog.user.click(screen.getByRole('combobox', { name: 'Country' }));
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '160px' });
    // Page Down moves by the 4 rows a 160 px list shows.
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Country' }), { key: 'PageDown' });
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute(
      'aria-activedescendant',
      expect.stringMatching(/-option-C4$/),
    );
  });

  it('draws each flag 20 px wide in the resized candidates', async () => {
    const { user } = renderWithUi(<Picker />);
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    const flag = within(screen.getAllByRole('option')[0] as HTMLElement).getByRole('presentation');
    expect(flag).toHaveAttribute('src', '/static/countries/country-0.svg?w=20&q=80&fm=webp');
    expect(flag).toHaveAttribute('sizes', '20px');
    expect(flag.getAttribute('srcset')).toContain('country-0.svg?w=60&q=80&fm=webp 60w');
  });
});

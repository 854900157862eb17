import {
  COUNTRY_DIALOG_LIST_HEIGHT_PX,
  COUNTRY_DROPDOWN_MAX_HEIGHT_PX,
  COUNTRY_DROPDOWN_MAX_HEIGHT_SMALL_PX,
  COUNTRY_LIST_MAX_HEIGHT_PX,
  COUNTRY_ROWS_RENDERED,
  COUNTRY_ROW_HEIGHT_PX,
  countryImageUrl,
  filterCountryOptions,
  renderedRows,
  scrollTopToReveal,
} from './country-search';

const options = [
  { code: 'GB', name: 'Birleşik Krallık', otherNames: ['United Kingdom'], areaCode: '44' },
  { code: 'TR', name: 'Türkiye', otherNames: ['Turkey'], areaCode: '90' },
  { code: 'CI', name: "Côte d'Ivoire", areaCode: '225' },
  { code: 'UA', name: 'Ukrayna', otherNames: ['Ukraine'], areaCode: '380' },
  { code: 'AU', name: 'Avustralya', otherNames: ['Australia'], areaCode: '61' },
];

describe('filterCountryOptions', () => {
  it('finds a country by its name in the visitor language or in English, ignoring accents', () => {
    expect(filterCountryOptions(options, 'turkiye').map((o) => o.code)).toEqual(['TR']);
    expect(filterCountryOptions(options, 'united').map((o) => o.code)).toEqual(['GB']);
    expect(filterCountryOptions(options, 'cote').map((o) => o.code)).toEqual(['CI']);
  });

  it('finds a country by code and dialling code', () => {
    expect(filterCountryOptions(options, 'gb').map((o) => o.code)).toEqual(['GB']);
    expect(filterCountryOptions(options, '+90').map((o) => o.code)).toEqual(['TR']);
    expect(filterCountryOptions(options, '22').map((o) => o.code)).toEqual(['CI']);
  });

  it('puts code matches and names starting with the query before names containing it', () => {
    expect(filterCountryOptions(options, 'tr').map((o) => o.code)).toEqual(['TR', 'AU']);
    expect(filterCountryOptions(options, 'a').map((o) => o.code)).toEqual(['AU', 'GB', 'UA']);
  });

  it('returns everything for an empty query', () => {
    expect(filterCountryOptions(options, '  ')).toBe(options);
  });
});

describe('the virtualised window', () => {
  it('uses 40 px rows, 17 rendered, at most 280 px high', () => {
    expect(COUNTRY_ROW_HEIGHT_PX).toBe(40);
    expect(COUNTRY_ROWS_RENDERED).toBe(17);
    expect(COUNTRY_LIST_MAX_HEIGHT_PX).toBe(280);
  });

  it('renders 17 rows around the visible ones', () => {
    expect(renderedRows(0, 240)).toEqual({ start: 0, end: 17 });
    expect(renderedRows(4000, 240)).toEqual({ start: 95, end: 112 });
    expect(renderedRows(100_000, 240)).toEqual({ start: 223, end: 240 });
    expect(renderedRows(0, 5)).toEqual({ start: 0, end: 5 });
  });

  it('keeps the list 160 px in a dialog and the dropdown at most 340 px (300 on small screens)', () => {
    expect(COUNTRY_DIALOG_LIST_HEIGHT_PX).toBe(160);
    expect(COUNTRY_DROPDOWN_MAX_HEIGHT_PX).toBe(340);
    expect(COUNTRY_DROPDOWN_MAX_HEIGHT_SMALL_PX).toBe(300);
  });

  it('windows and reveals rows of the 160 px dialog list (4 visible)', () => {
    expect(renderedRows(4000, 240, 160)).toEqual({ start: 94, end: 111 });
    expect(scrollTopToReveal(3, 0, 160)).toBe(0);
    expect(scrollTopToReveal(4, 0, 160)).toBe(40);
  });

  it('scrolls just enough to show a row', () => {
    expect(scrollTopToReveal(3, 0)).toBe(0);
    expect(scrollTopToReveal(7, 0)).toBe(40);
    expect(scrollTopToReveal(2, 200)).toBe(80);
  });
});

it('builds the static image path from the English name', () => {
  expect(countryImageUrl('/static/countries/', "Côte d'Ivoire")).toBe(
    '/static/countries/cote-d-ivoire.svg',
  );
  expect(countryImageUrl('/static/countries', 'United Kingdom')).toBe(
    '/static/countries/united-kingdom.svg',
  );
});

import { DIALOG_MARGIN_PX, measureFrameHeight } from './frame-height';

function heights(of: Map<Element, number>) {
  return vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return of.get(this) ?? 0;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('measureFrameHeight', () => {
  it('is the page content’s height, rounded up, and a taller open dialog with its margin', () => {
    const root = Object.assign(document.createElement('div'), { id: 'root' });
    document.body.append(root);
    const sizes = new Map<Element, number>([[root, 640]]);
    heights(sizes);
    vi.spyOn(root, 'getBoundingClientRect').mockReturnValue({ height: 640.4 } as DOMRect);
    expect(measureFrameHeight(document)).toBe(641);

    const dialog = document.createElement('div');
    dialog.dataset.scope = 'dialog';
    dialog.dataset.part = 'content';
    document.body.append(dialog);
    sizes.set(dialog, 600);
    expect(DIALOG_MARGIN_PX).toBe(64);
    expect(measureFrameHeight(document)).toBe(664);
    sizes.set(dialog, 300);
    expect(measureFrameHeight(document)).toBe(641);
  });
});

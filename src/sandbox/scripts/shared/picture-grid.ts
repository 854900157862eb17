import type { PicturePuzzle } from './sandbox-backend';
import { COLORS, el, uniqueId } from './dom';

const PICTURE_ICONS: Record<string, string> = {
  'traffic light': '🚦',
  bicycle: '🚲',
  bus: '🚌',
  crosswalk: '🚸',
  tree: '🌳',
  'fire hydrant': '🧯',
};

/**
 * reCAPTCHA-style picture selection: a 3×3 grid of toggle buttons and a Verify button. Each
 * tile names its picture for screen readers (the stand-in has no audio challenge to offer).
 */
export function renderPictureGrid(
  container: HTMLElement,
  puzzle: PicturePuzzle,
  onSubmit: (tiles: string[]) => void,
): { setBusy(busy: boolean): void } {
  const selected = new Set<string>();
  const headingId = uniqueId('pictures-heading');
  const heading = el('p', {
    attrs: { id: headingId },
    style: {
      margin: '0 0 8px',
      padding: '10px',
      background: COLORS.accent,
      color: '#ffffff',
      borderRadius: '4px',
      fontSize: '14px',
    },
    children: [
      document.createTextNode('Select all images with '),
      el('strong', { text: puzzle.target }),
    ],
  });
  const tiles = puzzle.tiles.map((tile, index) => {
    const button = el('button', {
      attrs: {
        type: 'button',
        'aria-pressed': 'false',
        'aria-label': `Image ${index + 1}: ${tile.picture}`,
        'data-picture': tile.picture,
      },
      text: PICTURE_ICONS[tile.picture] ?? '?',
      style: {
        width: '84px',
        height: '84px',
        fontSize: '40px',
        border: `2px solid ${COLORS.border}`,
        borderRadius: '4px',
        background: '#f7f9fc',
        cursor: 'pointer',
      },
    });
    button.addEventListener('click', () => {
      const on = !selected.has(tile.id);
      if (on) selected.add(tile.id);
      else selected.delete(tile.id);
      button.setAttribute('aria-pressed', String(on));
      button.style.borderColor = on ? COLORS.accent : COLORS.border;
      button.style.background = on ? '#dce8ff' : '#f7f9fc';
    });
    return button;
  });
  const grid = el('div', {
    attrs: { role: 'group', 'aria-labelledby': headingId },
    style: { display: 'grid', gridTemplateColumns: 'repeat(3, 84px)', gap: '6px' },
    children: tiles,
  });
  const verify = el('button', {
    attrs: { type: 'button' },
    text: 'Verify',
    style: {
      marginTop: '10px',
      padding: '8px 18px',
      border: 'none',
      borderRadius: '4px',
      background: COLORS.accent,
      color: '#ffffff',
      fontWeight: '600',
      cursor: 'pointer',
    },
  });
  verify.addEventListener('click', () => onSubmit([...selected]));
  container.replaceChildren(heading, grid, verify);
  tiles[0]?.focus();

  return {
    setBusy(busy) {
      for (const button of [...tiles, verify]) button.disabled = busy;
    },
  };
}

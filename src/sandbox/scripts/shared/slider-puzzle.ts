import type { SliderPuzzle } from './sandbox-backend';
import { COLORS, el } from './dom';

/** Arrow keys move the piece this far; with Shift (or PageUp/PageDown) ten times as far. */
export const SLIDER_KEY_STEP_PX = 2;
export const SLIDER_BIG_STEP_PX = 20;
const PICTURE_HEIGHT = 150;
const TRACK_HEIGHT = 40;

export interface SliderView {
  /** Disables the handle while an answer is being checked. */
  setBusy(busy: boolean): void;
}

/**
 * Renders a slide-the-piece-into-the-gap puzzle into `container`: a picture with a gap, the
 * piece, and a track whose handle (role slider) moves it. Dragging submits on release; with the
 * keyboard, arrows move the piece and Enter or Space submits.
 */
export function renderSliderPuzzle(
  container: HTMLElement,
  puzzle: SliderPuzzle,
  onSubmit: (x: number) => void,
): SliderView {
  const max = puzzle.trackWidth - puzzle.pieceWidth;
  const top = Math.round((PICTURE_HEIGHT - puzzle.pieceWidth) / 2);
  let x = 0;
  let busy = false;

  const square = (part: string, left: number, style: Record<string, string>) =>
    el('div', {
      attrs: { 'data-part': part, 'aria-hidden': 'true' },
      style: {
        position: 'absolute',
        top: `${top}px`,
        left: `${left}px`,
        width: `${puzzle.pieceWidth}px`,
        height: `${puzzle.pieceWidth}px`,
        borderRadius: '6px',
        ...style,
      },
    });
  const gap = square('gap', puzzle.gapX, {
    background: 'rgba(0,0,0,0.45)',
    boxShadow: 'inset 0 0 0 2px rgba(255,255,255,0.8)',
  });
  const piece = square('piece', 0, {
    background: 'linear-gradient(135deg, #ffe08a, #f3a712)',
    boxShadow: '0 0 0 2px #ffffff, 0 2px 6px rgba(0,0,0,0.5)',
  });
  const picture = el('div', {
    attrs: { 'data-part': 'picture' },
    style: {
      position: 'relative',
      width: `${puzzle.trackWidth}px`,
      height: `${PICTURE_HEIGHT}px`,
      borderRadius: '6px',
      overflow: 'hidden',
      background: 'linear-gradient(180deg, #8ec5fc 0%, #b8e0ff 55%, #6aa84f 56%, #38761d 100%)',
    },
    children: [gap, piece],
  });

  const handle = el('div', {
    attrs: {
      role: 'slider',
      tabindex: '0',
      'aria-label': 'Slide the piece into the gap',
      'aria-valuemin': '0',
      'aria-valuemax': String(max),
      'aria-valuenow': '0',
      'aria-valuetext': 'Piece at the start',
      'data-part': 'handle',
    },
    text: '→',
    style: {
      position: 'absolute',
      top: '0',
      left: '0',
      width: `${puzzle.pieceWidth}px`,
      height: `${TRACK_HEIGHT}px`,
      background: COLORS.accent,
      color: '#ffffff',
      borderRadius: '6px',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontSize: '20px',
      cursor: 'grab',
      touchAction: 'none',
      userSelect: 'none',
    },
  });
  const track = el('div', {
    style: {
      position: 'relative',
      width: `${puzzle.trackWidth}px`,
      height: `${TRACK_HEIGHT}px`,
      marginTop: '10px',
      background: COLORS.track,
      borderRadius: '6px',
      border: `1px solid ${COLORS.border}`,
      boxSizing: 'border-box',
    },
    children: [
      el('span', {
        text: 'Slide to complete the puzzle',
        attrs: { 'aria-hidden': 'true' },
        style: {
          position: 'absolute',
          inset: '0',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: '13px',
          color: COLORS.muted,
          pointerEvents: 'none',
        },
      }),
      handle,
    ],
  });

  const moveTo = (next: number) => {
    x = Math.max(0, Math.min(max, Math.round(next)));
    piece.style.left = `${x}px`;
    handle.style.left = `${x}px`;
    handle.setAttribute('aria-valuenow', String(x));
    handle.setAttribute('aria-valuetext', `Piece moved ${x} pixels`);
  };
  const submit = () => {
    if (!busy) onSubmit(x);
  };

  let dragStart: { pointerX: number; x: number } | null = null;
  handle.addEventListener('pointerdown', (event) => {
    if (busy) return;
    event.preventDefault();
    handle.setPointerCapture?.(event.pointerId);
    dragStart = { pointerX: event.clientX, x };
    handle.style.cursor = 'grabbing';
  });
  handle.addEventListener('pointermove', (event) => {
    if (dragStart) moveTo(dragStart.x + event.clientX - dragStart.pointerX);
  });
  const endDrag = () => {
    if (!dragStart) return;
    dragStart = null;
    handle.style.cursor = 'grab';
    submit();
  };
  handle.addEventListener('pointerup', endDrag);
  handle.addEventListener('pointercancel', endDrag);
  handle.addEventListener('keydown', (event) => {
    if (busy) return;
    const step = event.shiftKey ? SLIDER_BIG_STEP_PX : SLIDER_KEY_STEP_PX;
    const moves: Record<string, number> = {
      ArrowRight: x + step,
      ArrowUp: x + step,
      ArrowLeft: x - step,
      ArrowDown: x - step,
      PageUp: x + SLIDER_BIG_STEP_PX,
      PageDown: x - SLIDER_BIG_STEP_PX,
      Home: 0,
      End: max,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      submit();
    }
  });

  container.replaceChildren(picture, track);
  handle.focus();

  return {
    setBusy(next) {
      busy = next;
      handle.setAttribute('aria-disabled', String(next));
      handle.style.opacity = next ? '0.6' : '1';
    },
  };
}

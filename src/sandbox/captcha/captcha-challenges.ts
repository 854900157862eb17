import { randomHex } from '../lib/random-id';
import type { SandboxCaptchaProvider } from './captcha-providers';
import type {
  CaptchaBinding,
  CaptchaSandboxState,
  IssuedCaptchaToken,
  IssuedChallenge,
  PictureChallenge,
  SliderChallenge,
} from './captcha-state';

export const SLIDER_TRACK_WIDTH = 280;
export const SLIDER_PIECE_WIDTH = 44;
/** How far (px) from the gap a dropped piece still counts. */
export const SLIDER_TOLERANCE_PX = 6;
/** The gap never sits where the piece starts, so a visitor always has to move it. */
const SLIDER_MIN_GAP_X = 90;

const PICTURES = ['traffic light', 'bicycle', 'bus', 'crosswalk', 'tree', 'fire hydrant'] as const;
const PICTURE_TILE_COUNT = 9;
const TARGET_TILES_MIN = 3;
const TARGET_TILES_MAX = 4;

/** reCAPTCHA asks to pick pictures; the others (new captcha, Geetest, QQ) to slide a piece. */
export function issueChallenge(
  state: CaptchaSandboxState,
  provider: SandboxCaptchaProvider,
  binding: CaptchaBinding,
): IssuedChallenge {
  const challenge: IssuedChallenge = {
    id: `cc-${randomHex(10)}`,
    provider,
    puzzle: provider === 'recaptcha' ? pictureChallenge() : sliderChallenge(),
    binding,
  };
  state.challenges.set(challenge.id, challenge);
  return challenge;
}

export type CaptchaAnswer = { readonly x: number } | { readonly tiles: readonly string[] };

/** Whether the answer solves the challenge's puzzle. */
export function isCorrectAnswer(challenge: IssuedChallenge, answer: CaptchaAnswer): boolean {
  const puzzle = challenge.puzzle;
  if (puzzle.kind === 'slider') {
    return 'x' in answer && Math.abs(answer.x - puzzle.gapX) <= SLIDER_TOLERANCE_PX;
  }
  if (!('tiles' in answer)) return false;
  const expected = puzzle.tiles.filter((t) => t.picture === puzzle.target).map((t) => t.id);
  const chosen = new Set(answer.tiles);
  return chosen.size === expected.length && expected.every((id) => chosen.has(id));
}

export function issueToken(
  state: CaptchaSandboxState,
  provider: SandboxCaptchaProvider,
  binding: CaptchaBinding,
  now: number,
): IssuedCaptchaToken {
  const token: IssuedCaptchaToken = {
    token: `${provider}-${randomHex(16)}`,
    provider,
    binding,
    randstr: `@${randomHex(3)}`,
    issuedAtMs: now,
  };
  state.tokens.set(token.token, token);
  return token;
}

/** What a stand-in needs to draw the puzzle (for a slider that includes the gap, as a picture would). */
export function describeChallenge(challenge: IssuedChallenge): Record<string, unknown> {
  const { quality } = challenge.binding;
  return {
    id: challenge.id,
    provider: challenge.provider,
    ...(quality === undefined ? {} : { quality }),
    ...challenge.puzzle,
  };
}

function sliderChallenge(): SliderChallenge {
  const maxGapX = SLIDER_TRACK_WIDTH - SLIDER_PIECE_WIDTH - 8;
  return {
    kind: 'slider',
    trackWidth: SLIDER_TRACK_WIDTH,
    pieceWidth: SLIDER_PIECE_WIDTH,
    gapX: randomInt(SLIDER_MIN_GAP_X, maxGapX),
  };
}

function pictureChallenge(): PictureChallenge {
  const target = PICTURES[randomInt(0, PICTURES.length - 1)]!;
  const others = PICTURES.filter((picture) => picture !== target);
  const targetCount = randomInt(TARGET_TILES_MIN, TARGET_TILES_MAX);
  const pictures = Array.from({ length: PICTURE_TILE_COUNT }, (_, index) =>
    index < targetCount ? target : others[randomInt(0, others.length - 1)]!,
  );
  shuffle(pictures);
  return {
    kind: 'pictures',
    target,
    tiles: pictures.map((picture) => ({ id: `t${randomHex(4)}`, picture })),
  };
}

function randomInt(min: number, max: number): number {
  const [value] = globalThis.crypto.getRandomValues(new Uint32Array(1));
  return min + ((value ?? 0) % (max - min + 1));
}

function shuffle<T>(items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}

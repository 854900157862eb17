import type { CaptchaModeMap } from './captcha-modes';
import type { SandboxCaptchaProvider } from './captcha-providers';

/** What a challenge was opened for; the token inherits it and the check compares it. */
export interface CaptchaBinding {
  /** New captcha: the scene code it was initialised with. */
  readonly scene?: string;
  /** Geetest: the challenge from the captcha-info call. */
  readonly challenge?: string;
  /** New captcha: the image quality it drew the challenge at (1 to 100). */
  readonly quality?: number;
}

export interface SliderChallenge {
  readonly kind: 'slider';
  /** Width of the picture and the track, in CSS pixels. */
  readonly trackWidth: number;
  readonly pieceWidth: number;
  /** Left edge of the gap the piece must be slid into. */
  readonly gapX: number;
}

export interface PictureTile {
  readonly id: string;
  readonly picture: string;
}

export interface PictureChallenge {
  readonly kind: 'pictures';
  /** The picture the visitor must select every tile of. */
  readonly target: string;
  readonly tiles: readonly PictureTile[];
}

export interface IssuedChallenge {
  readonly id: string;
  readonly provider: SandboxCaptchaProvider;
  readonly puzzle: SliderChallenge | PictureChallenge;
  readonly binding: CaptchaBinding;
}

/** A passed challenge: good for one request that carries it. */
export interface IssuedCaptchaToken {
  readonly token: string;
  readonly provider: SandboxCaptchaProvider;
  readonly binding: CaptchaBinding;
  /** QQ answers a ticket plus this random string; both must come back. */
  readonly randstr: string;
  readonly issuedAtMs: number;
}

export interface CaptchaSandboxState {
  /** Set with POST /x-api/__sandbox/captcha; a reset clears it. */
  modes: CaptchaModeMap;
  challenges: Map<string, IssuedChallenge>;
  tokens: Map<string, IssuedCaptchaToken>;
}

export function createCaptchaState(): CaptchaSandboxState {
  return { modes: {}, challenges: new Map(), tokens: new Map() };
}

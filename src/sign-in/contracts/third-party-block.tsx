/**
 * The third-party sign-in block (web-identity, device-maker and chat-app buttons, one-tap) as a
 * component the login and register screens render without importing its flow: the app
 * provides it (src/flows/third-party), tests may provide a fake or nothing.
 */
import { createContext, createElement, use, type ComponentType, type ReactNode } from 'react';
import type { SiteJumpContext } from '@/sign-in/after-sign-in/site-jump';

export interface ThirdPartyBlockProps {
  /** 'sign in with' on login, 'sign up with' on register. */
  readonly intent: 'login' | 'register';
  /** Register: the referral code typed in the form (sent as user_code). */
  readonly referralCode?: string;
  /**
   * Register: the visit's channel source when it is the partner channel, for the partner bind
   * of the register-success side effects (src/sign-in/after-sign-in/register-success.ts).
   */
  readonly partnerChannel?: string | undefined;
  /**
   * The page or mode the block signs in from, for the site-jump rule; by default the login
   * page for 'login' and the register page for 'register'. An OAuth or demo login passes its own.
   */
  readonly siteJumpContext?: SiteJumpContext;
}

const ThirdPartyContext = createContext<ComponentType<ThirdPartyBlockProps> | null>(null);

export function ThirdPartyProvider({
  block,
  children,
}: {
  block: ComponentType<ThirdPartyBlockProps>;
  children: ReactNode;
}) {
  return <ThirdPartyContext value={block}>{children}</ThirdPartyContext>;
}

/** Renders the edition's third-party block, or nothing where none is provided. */
export function ThirdPartyBlock(props: ThirdPartyBlockProps) {
  const Block = use(ThirdPartyContext);
  return Block ? createElement(Block, props) : null;
}

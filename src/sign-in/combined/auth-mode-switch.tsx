import { HStack, Link } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { keepCombinedDraft, readShownDraft } from './combined-draft';

/**
 * The combined register/login page's switch (docs/login.md, "Combined register/login page"): two
 * links between /login and /register that keep the query (layout, signUpType, redirect_url,
 * referral …), so each page shows the same switch with the other side current. Flows never
 * import each other; the route is their meeting point, and what the visitor typed in the shared
 * fields goes along as a draft kept in memory (`combined-draft.ts`).
 */
export function AuthModeSwitch({
  current,
  loginHref,
  registerHref,
}: {
  readonly current: 'login' | 'register';
  readonly loginHref: string;
  readonly registerHref: string;
}) {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const items = [
    { mode: 'login' as const, href: loginHref, label: t('combined.logIn') },
    { mode: 'register' as const, href: registerHref, label: t('combined.signUp') },
  ];
  const onSwitch = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the browser's own behaviour (and carries nothing).
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    navigate(href, { state: keepCombinedDraft(readShownDraft()) });
  };
  return (
    <HStack
      as="nav"
      aria-label={t('combined.switchLabel')}
      gap="1"
      padding="1"
      borderRadius="l2"
      bg="bg.muted"
      width="full"
    >
      {items.map((item) => {
        const active = item.mode === current;
        return (
          <Link
            key={item.mode}
            asChild
            flex="1"
            justifyContent="center"
            paddingBlock="2"
            borderRadius="l2"
            fontWeight="semibold"
            textDecoration="none"
            bg={active ? 'bg.panel' : undefined}
            color={active ? 'fg' : 'fg.muted'}
            aria-current={active ? 'page' : undefined}
          >
            <RouterLink to={item.href} onClick={active ? undefined : onSwitch(item.href)}>
              {item.label}
            </RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}

import { HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The combined register/login page's switch (docs/login.md, "Combined register/login page"): two
 * links between /login and /register that keep the query (layout, redirect_url, referral …), so
 * each page shows the same switch with the other side current. Flows never import each other; the
 * route is their meeting point.
 */
export function AuthModeSwitch({
  current,
  loginHref,
  registerHref,
}: {
  current: 'login' | 'register';
  loginHref: string;
  registerHref: string;
}) {
  const { t } = useTranslation('login');
  const items = [
    { mode: 'login' as const, href: loginHref, label: t('combined.logIn') },
    { mode: 'register' as const, href: registerHref, label: t('combined.signUp') },
  ];
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
            <RouterLink to={item.href}>{item.label}</RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}

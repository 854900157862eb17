import { Badge, HStack, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DescribedScope } from './scope-sentences';

/**
 * Scopes as sentences. When the client already holds some of them (a request for one scope
 * more), the new ones are marked, so the visitor sees what changes.
 */
export function ScopeList({
  scopes,
  markNew,
}: {
  scopes: readonly DescribedScope[];
  markNew: boolean;
}) {
  const { t } = useTranslation('oauth');
  return (
    <List.Root gap="2" paddingInlineStart="5">
      {scopes.map((scope) => (
        <List.Item key={scope.scope} data-scope={scope.scope}>
          <HStack gap="2" alignItems="baseline" flexWrap="wrap">
            <Text as="span" fontWeight={markNew && !scope.granted ? 'semibold' : undefined}>
              {t(scope.sentenceKey)}
            </Text>
            {markNew && !scope.granted && (
              <Badge colorPalette="blue" variant="solid" size="sm">
                {t('consent.newScope')}
              </Badge>
            )}
            {markNew && scope.granted && (
              <Text as="span" color="fg.muted" fontSize="sm">
                {t('consent.alreadyGranted')}
              </Text>
            )}
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}

import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '@/editions/edition-context';
import { useMiniApp } from '@/sign-in/contracts/mini-app';
import { ColorModeToggle } from '@/ui/color-mode/color-mode-toggle';
import { useColorMode } from '@/ui/color-mode/use-color-mode';
import { useLanguageSwitch } from '../locale/use-language-switch';

/** Edition name (translated), language picker (the edition's languages only) and the light/dark switch. */
export function AppHeader() {
  const { t, i18n } = useTranslation('common');
  const { manifest, languages } = useEdition();
  const { colorMode } = useColorMode();
  const miniApp = useMiniApp();
  const changeLanguage = useLanguageSwitch();

  return (
    <HStack as="header" justifyContent="space-between" paddingInline="4" paddingBlock="3" gap="3">
      <Text fontWeight="bold" fontSize="lg">
        {/* The edition's name in the page's language; an edition the strings do not name yet
            (one just added: docs/editions.md, "Recipe: add an edition") shows its manifest's. */}
        {i18n.exists(`common:editionName.${manifest.id}`)
          ? t(`editionName.${manifest.id}`, { defaultValue: manifest.name })
          : manifest.name}
      </Text>
      <HStack gap="2" minWidth="0">
        {/* It may still shrink where a long edition name and language name do not both fit. */}
        <NativeSelect.Root size="sm" width="auto" minWidth="0">
          {/* As wide as the chosen language's name, not the widest: sizing the picker to every
              option made the browser load and shape a font for each of their scripts (Chinese,
              Thai, Hindi, Arabic, …) before the first paint (docs/performance.md, "The language
              picker sizes to its own name"). */}
          <NativeSelect.Field
            css={{ fieldSizing: 'content' }}
            aria-label={t('language')}
            value={i18n.language}
            onChange={(event) => changeLanguage(event.currentTarget.value)}
          >
            {languages
              // A pseudo-locale is reached by its URL only, and then shown as the current one.
              .filter((language) => !language.pseudo || language.code === i18n.language)
              .map((language) => (
                <option
                  key={language.code}
                  value={language.code}
                  lang={language.htmlLang ?? language.code}
                >
                  {language.label}
                </option>
              ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {/* Inside the mini app Telegram's theme decides light or dark (docs/mini-app.md). */}
        {miniApp ? null : (
          <ColorModeToggle
            label={t(colorMode === 'dark' ? 'colorMode.toLight' : 'colorMode.toDark')}
          />
        )}
      </HStack>
    </HStack>
  );
}

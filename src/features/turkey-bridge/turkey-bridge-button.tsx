import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useEdition, useFeatureConfig } from '../../editions/edition-context';
import {
  mainDomainOrigin,
  openTurkeyPopup,
  turkeyPopupUrl,
  type TurkeyBridgeType,
} from './turkey-popup';

interface TurkeyBridgeConfig {
  mainEdition: string;
}

export function TurkeyBridgeButton({ type }: { type: TurkeyBridgeType }) {
  const { t } = useTranslation('common');
  const { editionHosts } = useEdition();
  const { mainEdition } = useFeatureConfig<TurkeyBridgeConfig>('turkey-bridge');
  const mainHost = editionHosts[mainEdition]?.[0];

  const open = () => {
    if (!mainHost) return;
    openTurkeyPopup(turkeyPopupUrl(mainDomainOrigin(mainHost, window.location), type));
  };

  return (
    <Button type="button" variant="outline" width="full" onClick={open} disabled={!mainHost}>
      {t('turkeyBridge.button')}
    </Button>
  );
}

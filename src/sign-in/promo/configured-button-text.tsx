import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { signupPageConfigQueryOptions } from '@/api/endpoints/signup-page-config';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { useLoadedQueryClient } from '@/sign-in/query/query-client-context';

/**
 * The campaign's register-button text (`web_signuppage_regist_button_text`, asked for in the
 * page's language with the promo's entry), else `fallback`: while it loads, when the campaign
 * sets none, or when the entry is unreadable or the call failed. Loaded after hydration by
 * RegisterButtonText, so the entry's code is not in the first load.
 */
export default function ConfiguredButtonText({ fallback }: { fallback: string }) {
  const { i18n } = useTranslation();
  const client = useApiClient();
  const { data: text } = useQuery(
    {
      ...signupPageConfigQueryOptions(client, i18n.language),
      select: (config) => config.buttonText,
    },
    useLoadedQueryClient(),
  );
  return text ?? fallback;
}

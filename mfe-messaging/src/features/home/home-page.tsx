import { useTranslation } from '@heartline/contracts/i18n';

export function HomePage() {
  const { t } = useTranslation('messaging');
  return <h1>{t('home.title')}</h1>;
}

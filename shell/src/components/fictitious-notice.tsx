import { useTranslation } from 'react-i18next';

export function FictitiousNotice({ className = 'notice' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={className} data-testid="fictitious-notice">
      {t('notice.fictitious')}
    </p>
  );
}

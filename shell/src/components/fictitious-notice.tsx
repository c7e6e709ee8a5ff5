import { useTranslation } from '@heartline/contracts/i18n';

export function FictitiousNotice({ className = 'notice' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={className} data-testid="fictitious-notice">
      {t('notice.fictitious')}
    </p>
  );
}

import { useTranslation } from '@heartline/contracts/i18n';
import type { CardTag } from '../lib/card-tags';

export function ProfileTags({ tags }: { tags: readonly CardTag[] }) {
  const { t } = useTranslation('profiles');
  if (tags.length === 0) return null;
  return (
    <ul className="profile-tags" aria-label={t('card.tags')}>
      {tags.map((tag) => (
        <li key={tag} className={`profile-tag profile-tag-${tag}`}>
          {t(`tags.${tag}`)}
        </li>
      ))}
    </ul>
  );
}

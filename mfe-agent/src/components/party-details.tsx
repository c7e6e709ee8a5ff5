// The two sides of a conversation as staff see them (agent spec §3: the member with their profile
// details, credits and membership; the profile with its photos and details), the claim's and the
// lookup's side panels. Read-only: what staff change about them are the notes below each.
import { dateTimeFormat, useBrandLocale } from '@heartline/contracts';
import { useTranslation } from '@heartline/contracts/i18n';
import type { StaffMemberFile, StaffProfileFile } from '@heartline/contracts/schemas';
import { Avatar, Badge } from '@heartline/ui';

/** A term and its value, left out when there is nothing to say. */
function Fact({ term, value, testId }: { term: string; value: string | number | null | undefined; testId?: string }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <div className="agent-fact">
      <dt>{term}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

export function MemberDetails({ member }: { member: StaffMemberFile }) {
  const { t } = useTranslation('agent');
  const locale = useBrandLocale();
  const place = [member.city, member.country].filter(Boolean).join(', ');
  const lookingFor = [
    member.lookingFor.gender ? t(`details.genders.${member.lookingFor.gender}`) : null,
    member.lookingFor.age ? t('details.age-range', member.lookingFor.age) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const { vip, until } = member.membership;
  // The brand's locale, as the rest of the console writes dates.
  const dateOnly = (iso: string) => dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <div className="agent-details" data-testid="member-details">
      <div className="agent-details-who">
        <Avatar src={member.photo?.path.medium} name={member.username} size="lg" decorative />
        <p className="agent-person-name">{member.username}</p>
      </div>
      <dl className="agent-facts">
        <Fact term={t('details.credits')} value={member.credits} testId="member-credits" />
        <div className="agent-fact">
          <dt>{t('details.membership')}</dt>
          <dd data-testid="member-membership">
            {vip ? (
              <Badge tone="warning">{until ? t('details.vip-until', { date: dateOnly(until) }) : t('details.vip')}</Badge>
            ) : (
              t('details.no-membership')
            )}
          </dd>
        </div>
        <Fact term={t('details.age')} value={member.age} />
        <Fact term={t('details.gender')} value={member.gender ? t(`details.genders.${member.gender}`) : null} />
        <Fact term={t('details.city')} value={place} />
        <Fact term={t('details.looking-for')} value={lookingFor} />
        <Fact term={t('details.tags')} value={member.lookingFor.tags.join(', ')} />
        <Fact term={t('details.about')} value={member.about} />
      </dl>
    </div>
  );
}

export function ProfileDetails({ profile }: { profile: StaffProfileFile }) {
  const { t } = useTranslation('agent');
  const place = [profile.city, profile.country].filter(Boolean).join(', ');
  return (
    <div className="agent-details" data-testid="profile-details">
      <p className="agent-person-name">{profile.username}</p>
      {profile.images.length > 0 && (
        <ul className="agent-profile-photos" aria-label={t('details.photos')}>
          {profile.images.map((image, index) => (
            <li key={image._id}>
              <img src={image.path.medium} alt={t('details.photo-of', { name: profile.username, index: index + 1 })} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <dl className="agent-facts">
        <Fact term={t('details.age')} value={profile.age} />
        <Fact term={t('details.gender')} value={profile.gender ? t(`details.genders.${profile.gender}`) : null} />
        <Fact term={t('details.city')} value={place} />
        <Fact term={t('details.height')} value={profile.height ? t('details.centimetres', { value: profile.height }) : null} />
        <Fact term={t('details.interests')} value={profile.interests.join(', ')} />
        <Fact term={t('details.about')} value={profile.about} />
      </dl>
    </div>
  );
}

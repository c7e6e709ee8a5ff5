// One member's account in the admins' search (/chat/members): who, where, since when, and whether
// the account is active or deactivated (with the button that reactivates it), and its last reactivation.
import { useTranslation } from '@heartline/contracts/i18n';
import type { MemberAccount } from '@heartline/contracts/schemas';
import { useLocaleFormat } from '@heartline/contracts';
import { Badge, Button } from '@heartline/ui';

interface MemberRowProps {
  member: MemberAccount;
  brand: string;
  reactivating: boolean;
  onReactivate(): void;
}

export function MemberRow({ member, brand, reactivating, onReactivate }: MemberRowProps) {
  const { t } = useTranslation('agent');
  const format = useLocaleFormat();
  const dateOf = (iso: string) => format.dateTime(iso, 'medium');
  return (
    <tr data-testid="member-row">
      <th scope="row">{member.username}</th>
      <td className="agent-members-email">{member.email}</td>
      <td>{brand}</td>
      <td>
        <time dateTime={member.createDate}>{format.date(member.createDate, 'medium')}</time>
      </td>
      <td>
        <div className="agent-members-account">
          {member.deactivatedAt ? (
            <>
              <Badge tone="danger">{t('members.deactivated-since', { date: dateOf(member.deactivatedAt) })}</Badge>
              <Button
                size="sm"
                loading={reactivating}
                onClick={onReactivate}
                aria-label={t('members.reactivate-of', { name: member.username })}
              >
                {t('members.reactivate')}
              </Button>
            </>
          ) : (
            <Badge tone="success">{t('members.active')}</Badge>
          )}
          {member.reactivated && (
            <span className="agent-muted">
              {member.reactivated.by
                ? t('members.reactivated-by', { date: dateOf(member.reactivated.at), name: member.reactivated.by })
                : t('members.reactivated-by-gone', { date: dateOf(member.reactivated.at) })}
            </span>
          )}
        </div>
      </td>
    </tr>
  );
}

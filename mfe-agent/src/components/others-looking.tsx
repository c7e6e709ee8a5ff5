// "Also here": the other staff with this conversation open (an admin reading it while an agent
// answers), said live to screen readers too.
import { useTranslation } from '@heartline/contracts/i18n';
import { Badge } from '@heartline/ui';
import { useOthersLooking } from '../lib/presence';

export function OthersLooking({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('agent');
  const others = useOthersLooking(conversationId);
  return (
    <p className="agent-others-looking" role="status" data-testid="others-looking">
      {others.length > 0 && (
        <>
          {t('presence.also-here')}{' '}
          {others.map((viewer, index) => (
            <span key={viewer.agentId}>
              {index > 0 && ', '}
              {viewer.name} <Badge tone={viewer.role === 'admin' ? 'warning' : 'info'}>{t(`staff.roles.${viewer.role}`)}</Badge>
            </span>
          ))}
        </>
      )}
    </p>
  );
}

// /chat/staff: the admins' board of the staff (agent spec §3, §7; issue 27 items 1 and 7): who is
// online, on a break (and why) or offline, since when, how many conversations each holds, refreshed
// every 3 s; today's figures of each (replies, median first response, breaks); a new agent or
// admin; disabling one ends its sessions at once. Success says 'Agent Profile has been updated'; a
// refusal shows the server's message.
import { useId } from 'react';
import { useAtomValue } from 'jotai';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@heartline/contracts/i18n';
import { listBrands, listAgents, sessionRoleAtom, showToast, updateAgent, useBrandLocale, useLocaleFormat } from '@heartline/contracts';
import { AGENT_REFRESH_MS } from '@heartline/contracts/rules';
import type { StaffAgent, StaffFigures } from '@heartline/contracts/schemas';
import { Badge, Button, EmptyState } from '@heartline/ui';
import { queryKeys } from '../../lib/query-keys';
import { NewAgentForm } from './new-agent-form';
import { staffRefusal } from './staff-refusal';
import { figureDuration, useStaffFigures } from './use-staff-figures';
import '../../styles/panel.css';
import '../../styles/staff.css';
import words from './staff.en.json';
import { addPageWords } from '../../lib/page-words';

addPageWords(words);

export function StaffPage() {
  const { t } = useTranslation('agent');
  const locale = useBrandLocale();
  const id = useId();
  const role = useAtomValue(sessionRoleAtom);
  const queryClient = useQueryClient();
  const staff = useQuery({
    queryKey: queryKeys.staff(),
    queryFn: ({ signal }) => listAgents({ signal }),
    refetchInterval: AGENT_REFRESH_MS,
    enabled: role === 'admin',
  });
  const figures = useStaffFigures(role === 'admin');
  const brands = useQuery({ queryKey: ['agent', 'brands'], queryFn: () => listBrands(), enabled: role === 'admin', staleTime: Infinity });
  const change = useMutation({
    mutationFn: ({ agent, patch }: { agent: StaffAgent; patch: Parameters<typeof updateAgent>[1] }) => updateAgent(agent._id, patch),
    onSuccess: (answer) => {
      showToast(answer.message, 'success');
      return queryClient.invalidateQueries({ queryKey: queryKeys.staff() });
    },
    onError: (error) => showToast(staffRefusal(error), 'error'),
  });

  if (role !== 'admin') {
    return (
      <EmptyState picture="unavailable" headingLevel={1} title={t('lookup.admins-only')}>
        {t('staff.admins-only-text')}
      </EmptyState>
    );
  }
  const brandName = (brandId: string) => brands.data?.find((brand) => brand._id === brandId)?.productName ?? brandId;
  const dayStart = figures.day
    ? new Intl.DateTimeFormat(locale, { timeZone: figures.day.timezone, dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(figures.day.start),
      )
    : null;
  return (
    <div className="agent-staff">
      <section className="agent-panel" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{t('staff.title')}</h1>
        {staff.isError && (
          <p className="notice notice-warning" role="alert">
            {t('staff.failed')}
          </p>
        )}
        {figures.failed ? (
          <p className="notice notice-warning" role="alert">
            {t('staff.figures-failed')}
          </p>
        ) : (
          dayStart && (
            <p className="agent-muted" data-testid="staff-day">
              {t('staff.figures-day', { start: dayStart, timezone: figures.day!.timezone })}
            </p>
          )
        )}
        <div className="agent-results">
          <table className="agent-table" aria-busy={staff.data ? undefined : true}>
            <thead>
              <tr>
                <th scope="col">{t('staff.name')}</th>
                <th scope="col">{t('staff.role')}</th>
                <th scope="col">{t('staff.status')}</th>
                <th scope="col" className="agent-figure">
                  {t('staff.claims')}
                </th>
                <th scope="col" className="agent-figure">
                  {t('staff.replies-today')}
                </th>
                <th scope="col" className="agent-figure">
                  {t('staff.median-response')}
                </th>
                <th scope="col" className="agent-figure">
                  {t('staff.breaks-today')}
                </th>
                <th scope="col">{t('staff.brands')}</th>
                <th scope="col">{t('staff.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {(staff.data?.agents ?? []).map((agent) => (
                <tr key={agent._id} data-testid="staff-row">
                  <th scope="row">
                    {agent.firstName || agent.lastName ? `${agent.firstName} ${agent.lastName}`.trim() : agent.username}
                    <span className="agent-muted"> · {agent.username}</span>
                  </th>
                  <td>{t(`staff.roles.${agent.role}`)}</td>
                  <td>
                    <AgentStatusCell agent={agent} />
                  </td>
                  <td className="agent-figure">{agent.claims}</td>
                  <FigureCells figures={figures.of(agent._id)} />
                  <td>{agent.scope.map(brandName).join(', ')}</td>
                  <td>
                    <Button
                      size="sm"
                      variant={agent.disabled ? 'secondary' : 'danger'}
                      loading={change.isPending && change.variables?.agent._id === agent._id}
                      onClick={() => change.mutate({ agent, patch: { disabled: !agent.disabled } })}
                      aria-label={t(agent.disabled ? 'staff.enable-of' : 'staff.disable-of', { name: agent.username })}
                    >
                      {agent.disabled ? t('staff.enable') : t('staff.disable')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <NewAgentForm brands={(brands.data ?? []).map((brand) => ({ id: brand._id, name: brand.productName }))} />
    </div>
  );
}

function AgentStatusCell({ agent }: { agent: StaffAgent }) {
  const format = useLocaleFormat();
  const { t } = useTranslation('agent');
  return (
    <>
      {agent.disabled ? (
        <Badge tone="danger">{t('staff.disabled')}</Badge>
      ) : (
        <span className={`agent-status agent-status-${agent.status}`}>
          <span className="agent-status-dot" aria-hidden="true" />
          {t(`session.status.${agent.status}`)}
          {agent.status === 'paused' && agent.statusReason ? ` · ${agent.statusReason}` : ''}
        </span>
      )}
      {agent.statusLastUpdate && (
        <span className="agent-muted">
          {' '}
          {t('staff.since', {
            time: format.time(agent.statusLastUpdate),
          })}
        </span>
      )}
    </>
  );
}

/** Today's replies, median first response and breaks of one agent; a dash until they arrive. */
function FigureCells({ figures }: { figures: StaffFigures | undefined }) {
  const { t } = useTranslation('agent');
  if (!figures) {
    return (
      <>
        {[0, 1, 2].map((cell) => (
          <td key={cell} className="agent-figure">
            <span aria-hidden="true">–</span>
            <span className="visually-hidden">{t('staff.figures-loading')}</span>
          </td>
        ))}
      </>
    );
  }
  return (
    <>
      <td className="agent-figure">{figures.replies}</td>
      <td className="agent-figure">
        {figures.medianFirstResponseMs === null ? (
          <span className="agent-muted">{t('staff.no-answers')}</span>
        ) : (
          <span title={t('staff.median-of', { count: figures.answered })}>{figureDuration(figures.medianFirstResponseMs)}</span>
        )}
      </td>
      <td className="agent-figure">
        {figures.pauses === 0 ? '0' : t('staff.breaks', { count: figures.pauses, time: figureDuration(figures.pausedMs) })}
      </td>
    </>
  );
}

// /chat/staff: the admins' board of the staff (agent spec §3, §7; issue 27 items 1 and 7): who is
// online, on a break (and why) or offline, since when, how many conversations each holds, refreshed
// every 3 s; a new agent or admin; disabling one ends its sessions at once. Success says 'Agent
// Profile has been updated'; a refusal shows the server's message.
import { useId, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@heartline/contracts/i18n';
import {
  ApiError,
  MESSAGES,
  createAgent,
  listBrands,
  listAgents,
  sessionRoleAtom,
  showToast,
  updateAgent,
  useLocaleFormat,
} from '@heartline/contracts';
import { AGENT_REFRESH_MS } from '@heartline/contracts/rules';
import type { AgentCreate, StaffAgent } from '@heartline/contracts/schemas';
import { Badge, Button, Checkbox, EmptyState, PasswordField, Select, TextField } from '@heartline/ui';
import { queryKeys } from '../../lib/query-keys';
import '../../styles/lookup.css';
import '../../styles/staff.css';

const refusal = (error: unknown) => (error instanceof ApiError && error.message ? error.message : MESSAGES.agentActionFailed);

export function StaffPage() {
  const { t } = useTranslation('agent');
  const format = useLocaleFormat();
  const id = useId();
  const role = useAtomValue(sessionRoleAtom);
  const queryClient = useQueryClient();
  const staff = useQuery({
    queryKey: queryKeys.staff(),
    queryFn: ({ signal }) => listAgents({ signal }),
    refetchInterval: AGENT_REFRESH_MS,
    enabled: role === 'admin',
  });
  const brands = useQuery({ queryKey: ['agent', 'brands'], queryFn: () => listBrands(), enabled: role === 'admin', staleTime: Infinity });
  const change = useMutation({
    mutationFn: ({ agent, patch }: { agent: StaffAgent; patch: Parameters<typeof updateAgent>[1] }) => updateAgent(agent._id, patch),
    onSuccess: (answer) => {
      showToast(answer.message, 'success');
      return queryClient.invalidateQueries({ queryKey: queryKeys.staff() });
    },
    onError: (error) => showToast(refusal(error), 'error'),
  });

  if (role !== 'admin') {
    return (
      <EmptyState picture="unavailable" headingLevel={1} title={t('lookup.admins-only')}>
        {t('staff.admins-only-text')}
      </EmptyState>
    );
  }
  const brandName = (brandId: string) => brands.data?.find((brand) => brand._id === brandId)?.productName ?? brandId;
  return (
    <div className="agent-staff">
      <section className="agent-panel" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{t('staff.title')}</h1>
        {staff.isError && (
          <p className="notice notice-warning" role="alert">
            {t('staff.failed')}
          </p>
        )}
        <div className="agent-lookup-results">
          <table className="agent-lookup-table" aria-busy={staff.data ? undefined : true}>
            <thead>
              <tr>
                <th scope="col">{t('staff.name')}</th>
                <th scope="col">{t('staff.role')}</th>
                <th scope="col">{t('staff.status')}</th>
                <th scope="col">{t('staff.claims')}</th>
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
                  </td>
                  <td>{agent.claims}</td>
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

function NewAgentForm({ brands }: { brands: Array<{ id: string; name: string }> }) {
  const { t } = useTranslation('agent');
  const id = useId();
  const queryClient = useQueryClient();
  const empty: AgentCreate = { username: '', email: '', password: '', firstName: '', lastName: '', role: 'agent', scope: [] };
  const [draft, setDraft] = useState<AgentCreate>(empty);
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => createAgent(draft),
    onSuccess: (answer) => {
      showToast(answer.message, 'success');
      setDraft(empty);
      setError(null);
      return queryClient.invalidateQueries({ queryKey: queryKeys.staff() });
    },
    onError: (failure) => setError(refusal(failure)),
  });
  const field = (name: 'username' | 'email' | 'password' | 'firstName' | 'lastName') => ({
    value: draft[name] ?? '',
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <section className="agent-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('staff.new')}</h2>
      <form className="agent-staff-form" onSubmit={submit} noValidate>
        <TextField id={`${id}-username`} label={t('staff.username')} autoComplete="off" {...field('username')} />
        <TextField id={`${id}-email`} type="email" label={t('staff.email')} autoComplete="off" {...field('email')} />
        <PasswordField
          id={`${id}-password`}
          label={t('staff.password')}
          showLabel={t('sign-in.show-password')}
          autoComplete="new-password"
          {...field('password')}
        />
        <TextField id={`${id}-first`} label={t('staff.first-name')} {...field('firstName')} />
        <TextField id={`${id}-last`} label={t('staff.last-name')} {...field('lastName')} />
        <Select
          id={`${id}-role`}
          label={t('staff.role')}
          value={draft.role}
          onChange={(event) => setDraft((current) => ({ ...current, role: event.target.value as 'agent' | 'admin' }))}
          options={[
            { value: 'agent', label: t('staff.roles.agent') },
            { value: 'admin', label: t('staff.roles.admin') },
          ]}
        />
        <fieldset className="agent-staff-scope">
          <legend>{t('staff.brands')}</legend>
          {brands.map((brand) => (
            <Checkbox
              key={brand.id}
              id={`${id}-brand-${brand.id}`}
              label={brand.name}
              checked={draft.scope.includes(brand.id)}
              onChange={(event) =>
                setDraft((current) => ({
                  ...current,
                  scope: event.target.checked ? [...current.scope, brand.id] : current.scope.filter((one) => one !== brand.id),
                }))
              }
            />
          ))}
        </fieldset>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div>
          <Button type="submit" loading={create.isPending}>
            {t('staff.create')}
          </Button>
        </div>
      </form>
    </section>
  );
}

// The admins' form for a new agent or admin on /chat/staff: its brands are those the admin works
// for. Success says 'Agent Profile has been updated'; a refusal shows the server's message.
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@heartline/contracts/i18n';
import { createAgent, showToast } from '@heartline/contracts';
import type { AgentCreate } from '@heartline/contracts/schemas';
import { Button, Checkbox, PasswordField, Select, TextField } from '@heartline/ui';
import { queryKeys } from '../../lib/query-keys';
import { staffRefusal } from './staff-refusal';

export function NewAgentForm({ brands }: { brands: Array<{ id: string; name: string }> }) {
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
    onError: (failure) => setError(staffRefusal(failure)),
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

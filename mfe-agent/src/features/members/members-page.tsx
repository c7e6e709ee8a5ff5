// /chat/members: admins find a member of their brands by username or email and reactivate an
// account the member deactivated (issue 27 item 7; the help centre promises it). The search lives
// in the address, so a lookup can be reloaded; the API's sentence is the toast either way.
import { useId, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@heartline/contracts/i18n';
import { useSearchParams } from '@heartline/contracts/router';
import { ApiError, MESSAGES, listBrands, reactivateMember, searchMembers, sessionRoleAtom, showToast } from '@heartline/contracts';
import { MEMBER_SEARCH_MAX_LENGTH } from '@heartline/contracts/rules';
import { Button, EmptyState, TextField } from '@heartline/ui';
import { queryKeys } from '../../lib/query-keys';
import { MemberRow } from './member-row';
import '../../styles/panel.css';
import '../../styles/staff.css';
import words from './members.en.json';
import { addPageWords } from '../../lib/page-words';

addPageWords(words);

export function MembersPage() {
  const { t } = useTranslation('agent');
  const id = useId();
  const role = useAtomValue(sessionRoleAtom);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim().slice(0, MEMBER_SEARCH_MAX_LENGTH);
  const [draft, setDraft] = useState(search);
  const isAdmin = role === 'admin';
  const brands = useQuery({ queryKey: ['agent', 'brands'], queryFn: () => listBrands(), enabled: isAdmin, staleTime: Infinity });
  const found = useQuery({
    queryKey: queryKeys.members(search),
    queryFn: ({ signal }) => searchMembers(search, { signal }),
    enabled: isAdmin && search !== '',
  });
  const reactivate = useMutation({
    mutationFn: (memberId: string) => reactivateMember(memberId),
    onSuccess: (answer) => {
      showToast(answer.message, 'success');
      return queryClient.invalidateQueries({ queryKey: queryKeys.members(search) });
    },
    onError: (error) => {
      showToast(error instanceof ApiError && error.status < 500 && error.message ? error.message : MESSAGES.agentActionFailed, 'error');
      return queryClient.invalidateQueries({ queryKey: queryKeys.members(search) });
    },
  });

  if (!isAdmin) {
    return (
      <EmptyState picture="unavailable" headingLevel={1} title={t('lookup.admins-only')}>
        {t('members.admins-only-text')}
      </EmptyState>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    setParams(text ? { search: text } : {});
  };
  const members = found.data?.members ?? [];
  return (
    <section className="agent-panel" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('members.title')}</h1>
      <p className="agent-muted">{t('members.intro')}</p>
      <form className="agent-members-search" role="search" onSubmit={submit}>
        <TextField
          id={`${id}-search`}
          label={t('members.search')}
          type="search"
          autoComplete="off"
          maxLength={MEMBER_SEARCH_MAX_LENGTH}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <div>
          <Button type="submit" disabled={!draft.trim()}>
            {t('members.find')}
          </Button>
        </div>
      </form>
      {search !== '' &&
        (found.isError ? (
          <p className="notice notice-warning" role="alert">
            {found.error instanceof ApiError && found.error.status === 400 ? found.error.message : t('members.failed')}
          </p>
        ) : (
          <div className="agent-results" aria-busy={found.isPending ? true : undefined}>
            <p className="agent-muted" role="status">
              {found.data ? (members.length ? t('members.found', { count: members.length }) : t('members.none')) : t('members.searching')}
              {found.data?.more ? ` ${t('members.more')}` : ''}
            </p>
            {members.length > 0 && (
              <table className="agent-table">
                <thead>
                  <tr>
                    <th scope="col">{t('members.username')}</th>
                    <th scope="col">{t('members.email')}</th>
                    <th scope="col">{t('members.brand')}</th>
                    <th scope="col">{t('members.joined')}</th>
                    <th scope="col">{t('members.account')}</th>
                  </tr>
                </thead>
                <tbody>
                  {members.map((member) => (
                    <MemberRow
                      key={member._id}
                      member={member}
                      brand={brands.data?.find((brand) => brand._id === member.brand)?.productName ?? member.brand}
                      reactivating={reactivate.isPending && reactivate.variables === member._id}
                      onReactivate={() => reactivate.mutate(member._id)}
                    />
                  ))}
                </tbody>
              </table>
            )}
          </div>
        ))}
    </section>
  );
}

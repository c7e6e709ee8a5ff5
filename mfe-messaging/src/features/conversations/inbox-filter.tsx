// The VIP inbox filter (membership feature 'inbox-filter'): all conversations, those with unread
// lines, or those whose profile is online. The API decides who may use it; a member whose
// membership does not grant it is shown the upgrade prompt for this feature.
import { useId } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { ERROR_CODES, INBOX_FILTERS, bus, errorCodeOf, type InboxFilter } from '@heartline/contracts';
import { SegmentedControl } from '@heartline/ui';

export type InboxFilterChoice = InboxFilter | 'all';

export function InboxFilterControl({ value, onChange }: { value: InboxFilterChoice; onChange: (value: InboxFilterChoice) => void }) {
  const { t } = useTranslation('messaging');
  const id = useId();
  const options = (['all', ...INBOX_FILTERS] as const).map((choice) => ({ value: choice, label: t(`lists.filter.${choice}`) }));
  return (
    <SegmentedControl<InboxFilterChoice>
      id={`${id}-filter`}
      className="inbox-filter"
      legend={t('lists.filter.legend')}
      options={options}
      value={value}
      onValueChange={onChange}
    />
  );
}

/** Whether a list's failure was the filter's gate (the member's membership does not grant it). */
export function isInboxFilterGate(error: unknown): boolean {
  return errorCodeOf(error) === ERROR_CODES.subscriptionRequired;
}

/** The upgrade prompt, for the inbox filter. */
export function requestInboxFilterUpsell(): void {
  bus.emit('popup:open', { name: 'no-subscription', props: { feature: 'inbox-filter' } });
}

import { useId, useState } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { ApiError, MESSAGES, resendReceipt, showToast, type Transaction, type User } from '@heartline/contracts';
import { Badge, Button, type BadgeTone } from '@heartline/ui';
import { formatAmount, formatDay } from './purchase-format';

const STATUS_TONE: Record<string, BadgeTone> = { success: 'success', pending: 'info', failure: 'danger' };

/** The member's payments, newest first: date, product, amount, status, and where the receipt went. */
export function PurchasesSection({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="settings-purchases">
      <h2 id={`${id}-title`}>{t('settings.purchases.title')}</h2>
      {user.transactions.length === 0 ? (
        <p>{t('settings.purchases.none')}</p>
      ) : (
        <ul className="settings-list" aria-label={t('settings.purchases.title')}>
          {user.transactions.map((transaction) => (
            <PurchaseRow key={transaction._id} transaction={transaction} email={user.email} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PurchaseRow({ transaction, email }: { transaction: Transaction; email: string }) {
  const { t, i18n } = useTranslation('auth');
  const status = ['success', 'pending', 'failure'].includes(transaction.status) ? transaction.status : 'pending';
  const product = transaction.product ?? t('settings.purchases.unknown-product');
  return (
    <li className="settings-purchase">
      <div className="settings-purchase-main">
        <strong>{transaction.renewal ? t('settings.purchases.renewal', { product }) : product}</strong>
        <span className="settings-purchase-amount">{formatAmount(transaction.amount, transaction.currency, i18n.language)}</span>
      </div>
      <div className="settings-purchase-meta">
        <time dateTime={transaction.date}>{formatDay(transaction.date, i18n.language)}</time>
        <Badge tone={STATUS_TONE[status]}>{t(`settings.purchases.status.${status}`)}</Badge>
      </div>
      <p className="settings-purchase-receipt">
        {status === 'success' && transaction.amount === 0
          ? t('settings.purchases.receipt-free')
          : status === 'success'
            ? t('settings.purchases.receipt-sent', { email })
            : status === 'pending'
              ? t('settings.purchases.receipt-pending')
              : t('settings.purchases.receipt-none')}
      </p>
      {status === 'success' && transaction.amount > 0 && transaction.orderId && (
        <ResendReceipt orderId={transaction.orderId} product={product} />
      )}
    </li>
  );
}

/** "Send the receipt again": the API queues the receipt mail; the toast says so, or why not. */
function ResendReceipt({ orderId, product }: { orderId: string; product: string }) {
  const { t } = useTranslation('auth');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const { message } = await resendReceipt(orderId);
      showToast(message, 'success');
    } catch (failure) {
      // A refusal carries its sentence (too many asks, not paid yet); anything else is ours to say.
      showToast(
        failure instanceof ApiError && failure.status < 500 && failure.message ? failure.message : MESSAGES.receiptResendFailed,
        'error',
      );
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      className="settings-purchase-resend"
      loading={sending}
      aria-label={t('settings.purchases.resend-label', { product })}
      onClick={() => void send()}
    >
      {t('settings.purchases.resend')}
    </Button>
  );
}

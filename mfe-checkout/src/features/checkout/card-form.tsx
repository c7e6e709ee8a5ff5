// The card form (member spec §3 checkout fields, §5 rules): react-hook-form with the contracts'
// checkoutFormSchema, so the browser and the API refuse the same input with the same words, each
// error beside its field. The number and CVV leave this form only in the PATCH to the API.
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { Trans } from '@heartline/contracts/trans';
import { paths } from '@heartline/contracts';
import { checkoutFormSchema, stateOfZip, validateZipState, type CheckoutForm, type CheckoutFormInput } from '@heartline/contracts/schemas';
import { Button, Checkbox, TextField, submitHandler } from '@heartline/ui';

const EMPTY: CheckoutFormInput = {
  nameOnCard: '',
  cardNumber: '',
  expiryMonth: '',
  expiryYear: '',
  cvv: '',
  zip: '',
  city: '',
  saveCard: false,
  terms: false,
};

interface CardFormProps {
  /** The amount on the pay button, formatted. */
  amount: string;
  onPay: (card: CheckoutForm) => Promise<unknown> | void;
  /**
   * A membership's interval in days: its card is kept to renew it whatever a box would say (the
   * API keeps it), so the form says so instead of offering to save the card.
   */
  renewsEveryDays?: number;
}

export function CardForm({ amount, onPay, renewsEveryDays }: CardFormProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutFormInput, unknown, CheckoutForm>({ resolver: zodResolver(checkoutFormSchema), defaultValues: EMPTY });
  // The state is looked up as the ZIP is typed (bundled data, no request); a complete ZIP with no
  // state is refused beside the field at once, as the submit would.
  const zip = useWatch({ control, name: 'zip' }) ?? '';
  const state = stateOfZip(zip);
  const zipError = errors.zip?.message ?? validateZipState(zip);

  return (
    <form className="card-form" onSubmit={submitHandler(handleSubmit((card) => onPay(card)))} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-card-title">
        {t('checkout.card-title')}
        <span className="card-networks" aria-hidden="true">
          <span>VISA</span>
          <span>MC</span>
          <span>AMEX</span>
        </span>
      </h2>
      <TextField
        id={`${id}-name`}
        label={t('checkout.name-on-card')}
        autoComplete="cc-name"
        error={errors.nameOnCard?.message}
        {...register('nameOnCard')}
      />
      <TextField
        id={`${id}-number`}
        label={t('checkout.card-number')}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        error={errors.cardNumber?.message}
        {...register('cardNumber')}
      />
      <fieldset className="card-form-expiry">
        <legend className="ui-field-label">{t('checkout.expiry')}</legend>
        <TextField
          id={`${id}-expiry-month`}
          label={t('checkout.expiry-month')}
          autoComplete="cc-exp-month"
          inputMode="numeric"
          placeholder="MM"
          maxLength={2}
          error={errors.expiryMonth?.message}
          {...register('expiryMonth')}
        />
        <TextField
          id={`${id}-expiry-year`}
          label={t('checkout.expiry-year')}
          autoComplete="cc-exp-year"
          inputMode="numeric"
          placeholder="YY"
          maxLength={4}
          error={errors.expiryYear?.message}
          {...register('expiryYear')}
        />
      </fieldset>
      <div className="card-form-row">
        <TextField
          id={`${id}-cvv`}
          label={t('checkout.cvv')}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          hint={t('checkout.cvv-hint')}
          error={errors.cvv?.message}
          {...register('cvv')}
        />
        <TextField
          id={`${id}-zip`}
          label={t('checkout.zip')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          hint={state ? t('checkout.zip-state', { state }) : undefined}
          error={zipError}
          {...register('zip')}
        />
      </div>
      <TextField
        id={`${id}-city`}
        label={t('checkout.city')}
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city')}
      />
      {renewsEveryDays ? (
        <p className="checkout-card-kept">{t('checkout.membership-card-kept', { days: renewsEveryDays })}</p>
      ) : (
        <Checkbox id={`${id}-save`} label={t('checkout.save-card')} {...register('saveCard')} />
      )}
      <Checkbox
        id={`${id}-terms`}
        label={<Trans t={t} i18nKey="checkout.terms" components={{ terms: <Link to={paths.terms()} target="_blank" /> }} />}
        error={errors.terms?.message}
        {...register('terms')}
      />
      <Button type="submit" size="lg" block loading={isSubmitting}>
        {t('checkout.pay', { amount })}
      </Button>
      <p className="checkout-trust">{t('checkout.trust')}</p>
    </form>
  );
}

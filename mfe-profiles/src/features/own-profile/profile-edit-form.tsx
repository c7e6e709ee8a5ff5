import { useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { paths, GENDERS, MESSAGES, brandAtom, bus, showToast, updateProfile, type User } from '@heartline/contracts';
import { profileUpdateSchema, type ProfileUpdate } from '@heartline/contracts/schemas';
import { LOOKING_FOR_TAG_MAX_LENGTH } from '@heartline/contracts/rules';
import {
  Button,
  Checkbox,
  PasswordField,
  SegmentedControl,
  Select,
  TextAreaField,
  TextField,
  buttonClassName,
  submitHandler,
} from '@heartline/ui';
import { BirthDateField, CitySearch, countryChoices } from '@heartline/widgets';
import { changedFields } from './changed-fields';
import { ANY_AGE, editDefaults, joinLocation, suggestedAgeRange, toDateInput, type EditDefaults } from './edit-defaults';
import { justCompleted } from '../../lib/profile-completeness';
import { describeSaveFailure } from './save-errors';
import { TagsInput } from './tags-input';
import { ZipLookup } from './zip-lookup';
import './profile-edit.css';

interface ProfileEditFormProps {
  user: User;
  save?: typeof updateProfile;
}

/** The list's own message ('At most 20 tags'), else its first item's ('A tag has at most 30 characters'). */
function listError(error: { message?: string } | readonly ({ message?: string } | undefined)[] | undefined): string | undefined {
  if (!error) return undefined;
  if (!Array.isArray(error)) return (error as { message?: string }).message ?? MESSAGES.tagsRequired;
  return error.find((item) => item?.message)?.message ?? MESSAGES.tagsRequired;
}

/**
 * /user/edit: every profile edit field of member spec §3, each error beside its field. Saving sends
 * the fields that changed, each checked by its rule (issue 28 item 8): the age range saves alone,
 * while "about me" and the tags, required when they are set, stay empty.
 */
export function ProfileEditForm({ user, save = updateProfile }: ProfileEditFormProps) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const navigate = useNavigate();
  const brand = useAtomValue(brandAtom);
  const countries = countryChoices(brand?.countries, user.profile.country);
  const [now] = useState(() => Date.now());
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const birthdayLocked = Boolean(user.profile.birthday);
  const [initial] = useState(() => editDefaults(user, countries[0] ?? '', now));
  // The changed fields, checked by the API's own schema; nothing changed is nothing to check.
  const [resolver] = useState(() => {
    const check = zodResolver(profileUpdateSchema) as unknown as Resolver<EditDefaults, unknown, ProfileUpdate>;
    const changedOnly: Resolver<EditDefaults, unknown, ProfileUpdate> = (values, context, options) => {
      const changed = changedFields(values, initial, birthdayLocked);
      return Object.keys(changed).length === 0 ? { values: {}, errors: {} } : check(changed as EditDefaults, context, options);
    };
    return changedOnly;
  });

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<EditDefaults, unknown, ProfileUpdate>({ resolver, defaultValues: initial });
  const country = useWatch({ control, name: 'country' }) ?? '';
  const city = useWatch({ control, name: 'city' }) ?? '';
  const location = useWatch({ control, name: 'location' }) ?? '';

  /** The suggestion follows the birthday until the member sets the range themselves. */
  const suggestFrom = (birthday: string) => {
    const range = suggestedAgeRange(birthday, now);
    if (range && !getFieldState('lookingForAge.min').isDirty && !getFieldState('lookingForAge.max').isDirty) {
      setValue('lookingForAge', range);
    }
  };

  const onValid = async (values: ProfileUpdate) => {
    setVerifyEmail(null);
    // Nothing changed: nothing to save, back to the profile as Cancel does.
    if (Object.keys(values).length === 0) {
      await navigate(paths.user());
      return;
    }
    try {
      const updated = await save(user._id, values);
      bus.emit('user:updated', updated);
      if (justCompleted(user, updated)) bus.emit('popup:open', { name: 'profile-completed' });
      if (values.email !== undefined && values.email.toLowerCase() !== user.email.toLowerCase()) {
        // A new address must be verified before the member carries on (member spec §5).
        setVerifyEmail(values.email);
        return;
      }
      showToast(t('edit.saved'), 'success');
      await navigate(paths.user());
    } catch (failure) {
      const failures = describeSaveFailure(failure);
      failures.forEach(({ field, message }, index) => setError(field, { message }, { shouldFocus: index === 0 }));
      if (failures.some(({ field }) => field === 'root')) showToast(failures.find(({ field }) => field === 'root')!.message, 'error');
    }
  };

  const emailError = errors.email?.message;
  const minAgeError = errors.lookingForAge?.min?.message;
  const maxAgeError = errors.lookingForAge?.max?.message ?? errors.lookingForAge?.message;
  // Both ends out of bounds say the same sentence: it shows once.
  const ageRangeError = [...new Set([minAgeError, maxAgeError].filter(Boolean))].join(' ');
  const requiredIfInvalid = (message: string | undefined) => (message ? MESSAGES.required : undefined);

  return (
    <form className="form profile-edit-form" onSubmit={submitHandler(handleSubmit(onValid))} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('edit.title')}</h2>
      {errors.root?.message && (
        <p className="field-error" role="alert">
          {errors.root.message}
        </p>
      )}
      {verifyEmail && (
        <div className="notice" role="status">
          <p>{t('edit.verify-email', { email: verifyEmail })}</p>
          <Link to={paths.verify()}>{t('edit.verify-now')}</Link>
        </div>
      )}

      <fieldset className="form-section">
        <legend>{t('edit.about-you')}</legend>
        <TextField
          id={`${id}-first`}
          label={t('edit.first-name')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id={`${id}-last`}
          label={t('edit.last-name')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <SegmentedControl
          id={`${id}-gender`}
          legend={t('edit.gender')}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`values.own-gender.${gender}`) }))}
          radioProps={register('gender')}
          error={errors.gender ? requiredIfInvalid(errors.gender.message) : undefined}
        />
        {birthdayLocked ? (
          <BirthDateField
            id={`${id}-birthday`}
            label={t('edit.birthday')}
            value={toDateInput(user.profile.birthday)}
            readOnly
            hint={t('edit.birthday-locked')}
          />
        ) : (
          <Controller
            control={control}
            name="birthday"
            render={({ field }) => (
              <BirthDateField
                id={`${id}-birthday`}
                label={t('edit.birthday')}
                hint={t('edit.birthday-once')}
                error={errors.birthday?.message}
                name={field.name}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(value) => {
                  field.onChange(value === '' ? undefined : value);
                  suggestFrom(value);
                }}
              />
            )}
          />
        )}
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('edit.location')}</legend>
        {countries.length > 1 && (
          <Select
            id={`${id}-country`}
            label={t('location.country')}
            options={countries.map((code) => ({ value: code, label: t(`location.countries.${code}`, { defaultValue: code }) }))}
            {...register('country')}
          />
        )}
        <CitySearch
          key={`${country}:${city}`}
          country={country}
          value={city}
          error={errors.city?.message ?? errors.location?.message}
          pickedText="city"
          onPick={(chosen) => {
            setValue('city', chosen.city, { shouldDirty: true });
            setValue('state', chosen.state, { shouldDirty: true });
            if (chosen.zip) setValue('zip', chosen.zip, { shouldDirty: true });
            setValue('location', joinLocation(chosen.city, chosen.state), { shouldDirty: true });
          }}
        />
        <ZipLookup
          key={country}
          country={country}
          initial={user.profile.zip ?? ''}
          onFound={(found) => {
            setValue('zip', found.zip, { shouldDirty: true });
            setValue('state', found.state, { shouldDirty: true });
            setValue('city', found.city, { shouldDirty: true });
            setValue('location', joinLocation(found.city, found.state), { shouldDirty: true });
          }}
        />
        <p className="field-hint" aria-live="polite">
          {location ? t('location.chosen', { place: location }) : t('location.none')}
        </p>
        <Checkbox id={`${id}-private`} label={t('edit.keep-location-private')} {...register('keepLocationPrivate')} />
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('edit.looking-for')}</legend>
        <SegmentedControl
          id={`${id}-looking-gender`}
          legend={t('edit.looking-for-gender')}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`values.looking-for-gender.${gender}`) }))}
          radioProps={register('lookingForGender')}
        />
        <fieldset className="ui-fieldset age-range-fields" aria-describedby={`${id}-age-hint`}>
          <legend className="ui-field-label">{t('edit.looking-for-age')}</legend>
          <div className="field-row age-range-boxes">
            <TextField
              id={`${id}-age-min`}
              label={t('edit.age-from')}
              type="number"
              min={ANY_AGE.min}
              max={ANY_AGE.max}
              error={minAgeError === undefined ? undefined : ''}
              aria-describedby={minAgeError ? `${id}-age-error` : undefined}
              {...register('lookingForAge.min', { valueAsNumber: true })}
            />
            <TextField
              id={`${id}-age-max`}
              label={t('edit.age-to')}
              type="number"
              min={ANY_AGE.min}
              max={ANY_AGE.max}
              error={maxAgeError === undefined ? undefined : ''}
              aria-describedby={maxAgeError ? `${id}-age-error` : undefined}
              {...register('lookingForAge.max', { valueAsNumber: true })}
            />
          </div>
          {/* One line below both boxes, so neither moves when it shows. */}
          {ageRangeError && (
            <p id={`${id}-age-error`} className="field-error ui-field-error">
              {ageRangeError}
            </p>
          )}
          <p id={`${id}-age-hint`} className="field-hint ui-field-hint">
            {t('edit.age-suggestion')}
          </p>
        </fieldset>
        <Controller
          control={control}
          name="lookingForTags"
          render={({ field }) => (
            <TagsInput
              label={t('edit.looking-for-tags')}
              hint={t('edit.looking-for-tags-hint')}
              tags={field.value ?? []}
              onChange={field.onChange}
              maxLength={LOOKING_FOR_TAG_MAX_LENGTH}
              error={listError(errors.lookingForTags)}
            />
          )}
        />
      </fieldset>

      <TextAreaField id={`${id}-about`} label={t('edit.about-me')} error={errors.aboutMe?.message} {...register('aboutMe')} />

      <fieldset className="form-section">
        <legend>{t('edit.account')}</legend>
        <TextField
          id={`${id}-email`}
          label={t('edit.email')}
          type="email"
          autoComplete="email"
          hint={t('edit.email-hint')}
          error={emailError}
          {...register('email')}
        />
        <PasswordField
          id={`${id}-password`}
          label={t('edit.password')}
          showLabel={t('edit.show-password')}
          autoComplete="new-password"
          hint={t('edit.password-hint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <Checkbox id={`${id}-notify`} label={t('edit.notify-by-email')} {...register('notifyByEmail')} />
        <Checkbox id={`${id}-online`} label={t('edit.show-online')} {...register('showOnline')} />
      </fieldset>

      <div className="form-actions">
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t('edit.saving') : t('edit.save')}
        </Button>
        <Link to={paths.user()} className={buttonClassName({ variant: 'secondary' })}>
          {t('edit.cancel')}
        </Link>
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import type { MeasurementSystem } from '@heartline/contracts';
import type { ProfileFilters } from '@heartline/contracts/schemas';
import { Button } from '@heartline/ui';
import { ChoiceChips } from '../../components/choice-chips';
import { RangeField, type NumberRange } from '../../components/range-field';
import { cmToInches, formatHeight, inchesToCm } from '../../lib/height';
import {
  AGE_BOUNDS,
  BODY_TYPE_OPTIONS,
  ETHNICITY_OPTIONS,
  EYE_OPTIONS,
  GENDER_OPTIONS,
  HAIR_OPTIONS,
  HEIGHT_BOUNDS_CM,
  RELATIONSHIP_OPTIONS,
} from './filter-options';
import { EMPTY_FILTERS } from './profiles-list-state';
import './filters-form.css';

interface FiltersFormProps {
  filters: ProfileFilters;
  measurementSystem: MeasurementSystem | undefined;
  onApply: (filters: ProfileFilters) => void;
}

/**
 * Every filter of member spec §3. Changes are a draft until "Show profiles", so moving a slider
 * does not fire a search per step. Heights are kept in centimetres; an imperial brand moves the
 * slider in whole inches.
 */
export function FiltersForm({ filters, measurementSystem, onApply }: FiltersFormProps) {
  const { t } = useTranslation('profiles');
  const [draft, setDraft] = useState<ProfileFilters>(filters);
  const set = <K extends keyof ProfileFilters>(key: K, value: ProfileFilters[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const imperial = measurementSystem === 'imperial';
  const heightCm = draft.height ?? HEIGHT_BOUNDS_CM;
  const toSlider = (cm: number) => (imperial ? cmToInches(cm) : Math.round(cm));
  const fromSlider = (value: number) => (imperial ? inchesToCm(value) : value);
  const heightBounds: NumberRange = { min: toSlider(HEIGHT_BOUNDS_CM.min), max: toSlider(HEIGHT_BOUNDS_CM.max) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form className="form filters-form" onSubmit={submit} aria-label={t('filters.title')}>
      <ChoiceChips
        legend={t('filters.gender')}
        name="gender"
        options={GENDER_OPTIONS}
        selected={draft.gender}
        label={(value) => t(`values.gender.${value}`)}
        onChange={(value) => set('gender', value)}
      />
      <RangeField
        legend={t('filters.age')}
        minLabel={t('filters.age-min')}
        maxLabel={t('filters.age-max')}
        bounds={AGE_BOUNDS}
        value={draft.age ?? AGE_BOUNDS}
        format={(age) => t('filters.years', { count: age })}
        onChange={(age) => set('age', age)}
      />
      <RangeField
        legend={t('filters.height')}
        minLabel={t('filters.height-min')}
        maxLabel={t('filters.height-max')}
        bounds={heightBounds}
        value={{ min: toSlider(heightCm.min), max: toSlider(heightCm.max) }}
        format={(value) => formatHeight(fromSlider(value), measurementSystem)}
        onChange={(range) => set('height', { min: fromSlider(range.min), max: fromSlider(range.max) })}
      />
      <ChoiceChips
        legend={t('filters.body')}
        name="bodyType"
        options={BODY_TYPE_OPTIONS}
        selected={draft.bodyType}
        label={(value) => t(`values.body.${value}`)}
        onChange={(value) => set('bodyType', value)}
      />
      <ChoiceChips
        legend={t('filters.ethnicity')}
        name="ethnicity"
        options={ETHNICITY_OPTIONS}
        selected={draft.ethnicity}
        label={(value) => t(`values.ethnicity.${value}`)}
        onChange={(value) => set('ethnicity', value)}
      />
      <ChoiceChips
        legend={t('filters.hair')}
        name="hair"
        options={HAIR_OPTIONS}
        selected={draft.hair}
        label={(value) => t(`values.hair.${value}`)}
        onChange={(value) => set('hair', value)}
      />
      <ChoiceChips
        legend={t('filters.eyes')}
        name="eyes"
        options={EYE_OPTIONS}
        selected={draft.eyes}
        label={(value) => t(`values.eyes.${value}`)}
        onChange={(value) => set('eyes', value)}
      />
      <ChoiceChips
        legend={t('filters.relationship')}
        name="relationshipStatus"
        options={RELATIONSHIP_OPTIONS}
        selected={draft.relationshipStatus}
        label={(value) => t(`values.relationship.${value}`)}
        onChange={(value) => set('relationshipStatus', value)}
      />
      <div className="form-actions">
        <Button type="submit">{t('filters.apply')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(EMPTY_FILTERS);
            onApply(EMPTY_FILTERS);
          }}
        >
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}

import { useLocaleFormat } from '@heartline/contracts';
import { DateField, type DateFieldProps } from '@heartline/ui';
import { useWidgetsTranslation } from './i18n/use-widgets-translation';

export type BirthDateFieldProps = Omit<DateFieldProps, 'order' | 'partLabels' | 'birthday'>;

/**
 * The date of birth (sign-up, the own profile) as day, month and year boxes in the order the
 * brand's locale writes a date: dd/mm/yyyy on Heartline (en-IE), mm/dd/yyyy on Velvet Hour (en-US).
 */
export function BirthDateField(props: BirthDateFieldProps) {
  const t = useWidgetsTranslation();
  const format = useLocaleFormat();
  return (
    <DateField
      {...props}
      order={format.datePartOrder()}
      partLabels={{ day: t('date-field.day'), month: t('date-field.month'), year: t('date-field.year') }}
      birthday
    />
  );
}

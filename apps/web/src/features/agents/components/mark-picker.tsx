import { useTranslation } from 'react-i18next';
import { MAX_VEHICLES_PER_REQUEST } from '@eticket/domain/vehicles/vehicle.schemas';
import { Checkbox } from '../../../components/ui/checkbox.tsx';

export interface MarkPickerProps {
  legend: string;
  marks: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** The translation key of each checkbox's label, given `mark`. */
  labelKey: string;
}

/** Registration marks to pick, at most 5 (spec section 5), as real checkboxes in a fieldset. */
export function MarkPicker({ legend, marks, selected, onChange, labelKey }: MarkPickerProps) {
  const { t } = useTranslation('agents');
  const full = selected.length >= MAX_VEHICLES_PER_REQUEST;
  return (
    <fieldset className="agents-marks">
      <legend>{legend}</legend>
      {marks.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        marks.map((mark) => (
          <Checkbox
            key={mark}
            checked={selected.includes(mark)}
            disabled={full && !selected.includes(mark)}
            onChange={(on) => onChange(on ? [...selected, mark] : selected.filter((m) => m !== mark))}
          >
            <span aria-label={t(labelKey, { mark })}>{mark}</span>
          </Checkbox>
        ))
      )}
    </fieldset>
  );
}

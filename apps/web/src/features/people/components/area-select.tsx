import { AREA_SELECT } from '@smms/shared';
import { controlProps, Field } from '@/components/form/field';
import { NativeSelect } from '@/components/ui/native-select';

interface AreaSelectProps {
  id: string;
  label: string;
  required?: boolean;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
  /** The label of the level above, when nothing is chosen there yet. */
  waitingFor?: string | null;
}

/**
 * One level of the area hierarchy as a select. A stored value the list no longer holds stays the
 * current option, named as such, so saving other fields keeps it.
 */
export function AreaSelect(props: AreaSelectProps) {
  const { id, label, required = false, value, options, onChange, error, disabled, waitingFor } = props;
  const stale = value !== '' && !options.includes(value);
  const placeholder = waitingFor
    ? AREA_SELECT.chooseParentFirst(waitingFor.toLowerCase())
    : AREA_SELECT.choose(label);
  return (
    <Field id={id} label={label} required={required} error={error}>
      <NativeSelect
        {...controlProps(id, { required, error })}
        value={value}
        disabled={disabled || (Boolean(waitingFor) && !stale)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {stale && <option value={value}>{AREA_SELECT.notInList(value)}</option>}
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

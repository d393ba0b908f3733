import { NativeSelect } from '@/components/ui/native-select';

interface FilterProps {
  /** The select's accessible name. */
  label: string;
  value: string;
  /** The first option, meaning "no filter". */
  allLabel: string;
  options: readonly (string | { value: string; label: string })[];
  onChange: (value: string) => void;
}

/** One filter select of a list toolbar; "" is the all option; an option given twice shows once. */
export function DataTableFilter({ label, value, allLabel, options, onChange }: FilterProps) {
  const choices = new Map(
    options.map((option) => {
      const choice = typeof option === 'string' ? { value: option, label: option } : option;
      return [choice.value, choice.label] as const;
    }),
  );
  return (
    <NativeSelect
      aria-label={label}
      className="w-full sm:w-48"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{allLabel}</option>
      {[...choices].map(([v, text]) => (
        <option key={v} value={v}>
          {text}
        </option>
      ))}
    </NativeSelect>
  );
}

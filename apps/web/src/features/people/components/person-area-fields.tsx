import type { FieldValues, Path, PathValue } from 'react-hook-form';
import { AREA_FIELDS, PERSON_FIELDS, type AreaField } from '@smms/shared';
import { useAreas } from '@/lib/api/get-areas';
import { allDivisions, areaOptions, withArea, type AreaValues } from './area-options';
import { AreaSelect } from './area-select';
import type { PersonFields } from './use-person-form';

/**
 * Circle, Division, Sub Division and Section as four dependent selects fed by the area hierarchy:
 * choosing a circle offers its divisions, and so on; changing a level empties the ones below it.
 */
export function PersonAreaFields<V extends FieldValues & AreaValues>({
  prefix,
  form,
  flags,
  disabled,
}: PersonFields<V> & { prefix: string }) {
  const areas = useAreas();
  const values = Object.fromEntries(
    AREA_FIELDS.map((field) => [field, (form.watch(field as Path<V>) as string | undefined) ?? '']),
  ) as AreaValues;
  const options = areaOptions(areas.data ?? [], values);
  const choose = (field: AreaField, value: string) => {
    const next = withArea(values, field, value);
    for (const name of AREA_FIELDS) {
      if (next[name] !== values[name])
        form.setValue(name as Path<V>, next[name] as PathValue<V, Path<V>>, { shouldDirty: true });
      if (next[name] !== values[name]) flags.unflag(name);
    }
  };
  return AREA_FIELDS.map((field, level) => {
    const above = level > 0 ? (AREA_FIELDS[level - 1] as AreaField) : null;
    return (
      <AreaSelect
        key={field}
        id={`${prefix}-${field}`}
        label={PERSON_FIELDS[field]}
        required
        value={values[field]}
        options={options[field]}
        error={flags.errorOf(field)}
        disabled={disabled}
        waitingFor={above && !values[above] ? PERSON_FIELDS[above] : null}
        onChange={(value) => choose(field, value)}
      />
    );
  });
}

/** An admin's division: any division of the hierarchy (an admin has no circle or section). */
export function PersonDivisionField<V extends FieldValues & { division: string }>({
  prefix,
  form,
  flags,
  disabled,
  required = false,
}: PersonFields<V> & { prefix: string; required?: boolean }) {
  const areas = useAreas();
  const value = (form.watch('division' as Path<V>) as string | undefined) ?? '';
  return (
    <AreaSelect
      id={`${prefix}-division`}
      label={PERSON_FIELDS.division}
      required={required}
      value={value}
      options={allDivisions(areas.data ?? [])}
      error={flags.errorOf('division')}
      disabled={disabled}
      onChange={(next) => {
        form.setValue('division' as Path<V>, next as PathValue<V, Path<V>>, { shouldDirty: true });
        flags.unflag('division');
      }}
    />
  );
}

import { TextField } from '@mui/material';

export interface LookupSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** The first, empty choice: "Any" in a filter, "Choose…" in a form. */
  emptyLabel: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
}

/**
 * A dictionary or region choice as the browser's own select: long lists (a Thai province has dozens of districts)
 * scroll natively and phones show their picker.
 */
export const LookupSelect = ({ label, value, options, onChange, emptyLabel, name, required, disabled, error, helperText, size }: LookupSelectProps) => (
  <TextField
    select
    fullWidth
    label={label}
    name={name}
    value={value}
    required={required}
    disabled={disabled}
    error={error}
    helperText={helperText}
    size={size}
    onChange={(event) => onChange(event.target.value)}
    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
  >
    <option value="">{emptyLabel}</option>
    {/* a value the options do not hold yet (still loading) stays selected instead of falling back to the first */}
    {value && !options.some((option) => option.value === value) && <option value={value}>{value}</option>}
    {options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </TextField>
);

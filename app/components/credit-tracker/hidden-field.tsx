/** A hidden field of a tracker form: its intent, or the state, period or credit it is about. */
export function Hidden({ name, value }: { name: string; value: string | null | undefined }) {
  return <input type="hidden" name={name} value={value ?? ""} />;
}

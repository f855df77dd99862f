import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";

type Values = { title: string; summary: string; price: string; memberPrice: string };

/** A bundle's title, summary and two prices: the same fields when adding and when editing. */
export function BundleDetailsFields({
  values,
  errors,
}: {
  values: Values;
  errors: Record<string, string>;
}) {
  return (
    <>
      <div className="md:col-span-2">
        <TextField
          label="Title"
          name="title"
          required
          maxLength={200}
          defaultValue={values.title}
          error={errors.title}
        />
      </div>
      <div className="md:col-span-2">
        <TextAreaField
          label="Summary"
          name="summary"
          required
          maxLength={400}
          rows={3}
          defaultValue={values.summary}
          error={errors.summary}
        />
      </div>
      <TextField
        label="Regular price in dollars"
        name="price"
        required
        inputMode="decimal"
        hint="Such as 399.00."
        defaultValue={values.price}
        error={errors.price}
      />
      <TextField
        label="Members' price in dollars"
        name="memberPrice"
        required
        inputMode="decimal"
        hint="Not above the regular price."
        defaultValue={values.memberPrice}
        error={errors.memberPrice}
      />
    </>
  );
}

/** Cents as the dollars a price field shows ("399.00"). */
export function dollarsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

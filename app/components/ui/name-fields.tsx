import { TextField } from "./text-field";

/** First and last name, as sign-up, Profile Settings and the attendee's details ask for them. */
export function NameFields({
  defaultValues,
  errors,
}: {
  defaultValues?: { firstName: string; lastName: string };
  errors: { firstName?: string | undefined; lastName?: string | undefined };
}) {
  return (
    <>
      <TextField
        label="First name"
        name="firstName"
        autoComplete="given-name"
        required
        defaultValue={defaultValues?.firstName}
        error={errors.firstName}
      />
      <TextField
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        required
        defaultValue={defaultValues?.lastName}
        error={errors.lastName}
      />
    </>
  );
}

import { PASSWORD_MIN_LENGTH } from "~/modules/auth/password-rules";
import { TextField } from "./text-field";

/** A new password and its confirmation, as sign-up, reset and change ask for them. */
export function NewPasswordFields({
  names = { password: "password", confirm: "confirmPassword" },
  labels = { password: "Password", confirm: "Confirm password" },
  errors,
}: {
  names?: { password: string; confirm: string };
  labels?: { password: string; confirm: string };
  errors: Record<string, string>;
}) {
  return (
    <>
      <TextField
        label={labels.password}
        name={names.password}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        required
        // One hint at a time: an error says what the password still needs instead.
        hint={errors[names.password] ? undefined : `At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors[names.password]}
      />
      <TextField
        label={labels.confirm}
        name={names.confirm}
        type="password"
        autoComplete="new-password"
        required
        error={errors[names.confirm]}
      />
    </>
  );
}

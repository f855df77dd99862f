import { useNavigation } from "react-router";
import type { FormReply } from "~/lib/form-reply";
import type { ProfileSettingsIntent } from "~/modules/accounts/profile-settings-fields";

/**
 * One form of the Profile Settings page: whether it is being sent, and the
 * page's reply when it answers this form (the reply names its intent).
 */
export function useSettingsForm(intent: ProfileSettingsIntent, pageReply: FormReply | undefined) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const reply = pageReply?.intent === intent ? pageReply : undefined;
  return { busy, reply, errors: reply?.errors ?? {} };
}

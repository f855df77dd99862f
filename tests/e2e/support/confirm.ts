import type { Page } from "@playwright/test";
import { expect } from "./test";

/**
 * Confirms a destructive action in the dialog its button opened, and waits
 * for the dialog to close (it closes once the action has answered).
 */
export async function confirmInDialog(page: Page, confirmLabel: string | RegExp): Promise<void> {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: confirmLabel }).click();
  await expect(dialog).toHaveCount(0);
}

import type { Locator } from '@playwright/test';
import { expect } from '../fixtures';

type Options = {
  /** The button that backs out; default "Annulla". */
  cancel?: string;
  /** The button that goes ahead; default "Conferma". */
  confirm?: string;
  /** Checks on the dialog the first time it opens (visible, accessible…). */
  opened?: () => Promise<void>;
  /** Checks that backing out changed nothing. */
  afterCancel?: () => Promise<void>;
};

/**
 * An action behind a confirmation dialog: `trigger` opens it, backing out closes it and changes
 * nothing, then `trigger` opens it again and it is confirmed. What the confirmation does is the
 * caller's to check.
 */
export async function cancelThenConfirm(trigger: Locator, dialog: Locator, options: Options = {}) {
  const { cancel = 'Annulla', confirm = 'Conferma', opened, afterCancel } = options;
  await trigger.click();
  await opened?.();
  await dialog.getByRole('button', { name: cancel }).click();
  await expect(dialog).toBeHidden();
  await afterCancel?.();
  await trigger.click();
  await dialog.getByRole('button', { name: confirm }).click();
}

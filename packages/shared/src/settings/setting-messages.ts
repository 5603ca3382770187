/** The words of settings (content spec §8), kept in one place (CONVENTIONS.md, habit 13). */
export const SETTING_MESSAGES = {
  NOT_FOUND: 'Setting not found',
  NAME_INVALID: 'Invalid setting name',
  ID_MISMATCH: 'settingID does not match the setting in the address',
  CLASS_HAS_LIST: 'This class has its own default list already: change that one',
} as const;

/** Alerts of the default waveMaker list's form (content §8), word for word. */
export const SETTING_ALERTS = {
  addFailed: (msg: string) => `Failed To Add Setting On Server: ${msg}`,
  modifyFailed: (msg: string) => `Failed To Modify Setting On Server: ${msg}`,
  retrieveFailed: (message: string) => `Failed To Retrieve Settings From Server: ${message}`,
} as const;

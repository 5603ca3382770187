/** The words of settings (content spec §8), kept in one place (CONVENTIONS.md, habit 13). */
export const SETTING_MESSAGES = {
  NOT_FOUND: 'Setting not found',
  NAME_INVALID: 'Invalid setting name',
  ID_MISMATCH: 'settingID does not match the setting in the address',
} as const;

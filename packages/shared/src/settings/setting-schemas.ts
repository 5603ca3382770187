import { z } from 'zod';
import { AgentRef, AgentRefInputList, cleanText, Id, inputString } from '../api/common-schemas';
import { DEFAULT_SETTING_NAME } from '../constants';
import { SETTING_MESSAGES } from './setting-messages';

/** The setting API contract (content spec §3 and §7): the default waveMaker list. */

export const SETTING_NAME_MAX_LENGTH = 60;

const SettingName = inputString()
  .nullish()
  .transform((value) => cleanText(value ?? ''))
  .pipe(z.string().max(SETTING_NAME_MAX_LENGTH, SETTING_MESSAGES.NAME_INVALID));

/** `POST /api/setting`: a new setting ('Original' when unnamed). */
export const CreateSettingBody = z.object({
  name: SettingName.transform((name) => name || DEFAULT_SETTING_NAME),
  defaultWaveMakers: AgentRefInputList.default([]),
});
export type CreateSettingBody = z.infer<typeof CreateSettingBody>;
export type CreateSettingPayload = z.input<typeof CreateSettingBody>;

/** `POST /api/setting/{settingID}`: replaces the default list (and the name, when given). */
export const UpdateSettingBody = z.object({
  settingID: Id.optional(),
  name: SettingName.optional(),
  defaultWaveMakers: AgentRefInputList,
});
export type UpdateSettingBody = z.infer<typeof UpdateSettingBody>;
export type UpdateSettingPayload = z.input<typeof UpdateSettingBody>;

export const SettingDto = z.object({
  _id: z.string(),
  name: z.string(),
  defaultWaveMakers: z.array(AgentRef),
});
export type SettingDto = z.infer<typeof SettingDto>;

export const SettingList = z.array(SettingDto);
export type SettingList = z.infer<typeof SettingList>;

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

/**
 * `POST /api/setting`: a new setting ('Original' when unnamed); with `classId`, that class's own
 * default list (DESIGN.md §10), one per class, made by its teachers.
 */
export const CreateSettingBody = z.object({
  name: SettingName.transform((name) => name || DEFAULT_SETTING_NAME),
  defaultWaveMakers: AgentRefInputList.default([]),
  classId: Id.nullish().transform((v) => v ?? null),
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
  /** The class whose own list it is; null (or absent) for the installation's. */
  classId: z.string().nullish(),
});
export type SettingDto = z.infer<typeof SettingDto>;

export const SettingList = z.array(SettingDto);

/**
 * `GET /api/setting?classId=`: the class's own list first when it has one, then the
 * installation's (so the first is the one to use, as without a class).
 */
export const SettingListQuery = z.object({ classId: Id.optional() });
export type SettingListQuery = z.infer<typeof SettingListQuery>;
export type SettingList = z.infer<typeof SettingList>;

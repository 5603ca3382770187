/**
 * The users module's public surface: the users table's queries (accounts, sessions, reputation)
 * and the user summary other members see. Other modules import only this file.
 */
export {
  changeReputation,
  findUserByEmail,
  findSignedInUser,
  findSignedInUserWithCounter,
  findUserById,
  insertUser,
  setPassword,
  setUserLanguage,
  storedLanguage,
  toUserDto,
  updateUser,
  type SignedInRow,
} from './users.repository';
export {
  findPublicUsers,
  publicUsersQuery,
  toPublicUser,
  type PublicUser,
  type PublicUserRow,
} from './user-summaries';

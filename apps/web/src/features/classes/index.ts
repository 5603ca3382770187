// The classes feature's public face (DESIGN.md §10). Its screens are reached through app/router.
export { CLASSES_PATH } from './class-paths';

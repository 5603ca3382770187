/**
 * A list of members' ratings or interpretations of one item, as the screens want it: the viewer's
 * own first (when there is one), then the newest of the others, `limit` in all. Each part is one
 * indexed read, which a single "order by (user = viewer)" could not be.
 */
export async function ownFirstThenNewest<T>(
  viewerId: string | null,
  limit: number,
  readOwn: (viewerId: string) => Promise<T | undefined>,
  readOthers: (limit: number, exceptUserId: string | null) => Promise<T[]>,
): Promise<T[]> {
  const own = viewerId === null ? undefined : await readOwn(viewerId);
  const others = await readOthers(own === undefined ? limit : limit - 1, viewerId);
  return own === undefined ? others : [own, ...others];
}

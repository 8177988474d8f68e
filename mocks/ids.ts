// Snowflake-like ids: 19 digits like the real gateway's, kept as strings because they do not fit a
// JS number. Monotonic so that "sort by id" equals "sort by insertion", as in the real database.
const TWITTER_EPOCH = 1288834974657n;

export function nextSnowflake(lastId: string): string {
  const byTime = (BigInt(Date.now()) - TWITTER_EPOCH) << 22n;
  const afterLast = BigInt(lastId) + 1n;
  return (byTime > afterLast ? byTime : afterLast).toString();
}

/** Deterministic ids for seed rows: start, start+1, ... (seed ids must not change between loads). */
export function idSequence(start: bigint): () => string {
  let current = start;
  return () => {
    const id = current.toString();
    current += 1n;
    return id;
  };
}

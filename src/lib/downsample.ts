/**
 * Largest-Triangle-Three-Buckets: keeps the shape of a series in `threshold` points, so charts never
 * draw more points than there are pixels. Series at or under the threshold are returned as they are.
 */
export function lttb<T>(points: T[], threshold: number, x: (p: T) => number, y: (p: T) => number): T[] {
  if (threshold >= points.length || threshold < 3) return points;
  const sampled: T[] = [points[0] as T];
  const every = (points.length - 2) / (threshold - 2);
  let a = 0;
  for (let i = 0; i < threshold - 2; i++) {
    const rangeStart = Math.floor((i + 1) * every) + 1;
    const rangeEnd = Math.min(Math.floor((i + 2) * every) + 1, points.length);
    let avgX = 0;
    let avgY = 0;
    for (let j = rangeStart; j < rangeEnd; j++) {
      avgX += x(points[j] as T);
      avgY += y(points[j] as T);
    }
    const count = Math.max(1, rangeEnd - rangeStart);
    avgX /= count;
    avgY /= count;
    const bucketStart = Math.floor(i * every) + 1;
    const bucketEnd = Math.floor((i + 1) * every) + 1;
    const ax = x(points[a] as T);
    const ay = y(points[a] as T);
    let maxArea = -1;
    let next = bucketStart;
    for (let j = bucketStart; j < bucketEnd; j++) {
      const area = Math.abs((ax - avgX) * (y(points[j] as T) - ay) - (ax - x(points[j] as T)) * (avgY - ay));
      if (area > maxArea) {
        maxArea = area;
        next = j;
      }
    }
    sampled.push(points[next] as T);
    a = next;
  }
  sampled.push(points[points.length - 1] as T);
  return sampled;
}

/** Series longer than this are downsampled before a chart draws them. */
export const MAX_CHART_POINTS = 1000;

/**
 * Sums a count series into at most `maxBuckets` wider buckets: for bar charts of counts, whose bars
 * must stay wide enough to see and whose totals must not change.
 */
export function rebucket(
  points: { t: number; count: number }[],
  maxBuckets: number,
): { t: number; count: number }[] {
  if (points.length <= maxBuckets) return points;
  const size = Math.ceil(points.length / maxBuckets);
  const out: { t: number; count: number }[] = [];
  for (let i = 0; i < points.length; i += size) {
    let count = 0;
    for (let j = i; j < Math.min(points.length, i + size); j++)
      count += (points[j] as { count: number }).count;
    out.push({ t: (points[i] as { t: number }).t, count });
  }
  return out;
}

/** A bar needs about 4 pixels to be seen; wider charts could take more, this is enough for a page. */
export const MAX_BARS = 240;

"""Rate sensors, as Kafka's metrics library measures quotas (`org.apache.kafka.common.metrics`): a windowed sample
(`SampledStat`, read as Rate, Avg or Max), the throttle time of a rate over its bound, and the token bucket of
KIP-599 (controller mutations). Pure: time is passed in (seconds, any monotonic origin)."""

from __future__ import annotations

import math

__all__ = ["SampledStat", "TokenBucket", "throttle_seconds"]


class SampledStat:
    """Kafka's SampledStat (`org.apache.kafka.common.metrics.stats`): values recorded into at most `num` windows
    of `size` seconds. A value recorded once the current window is `size` old opens the next window (the oldest
    one is reused), which starts on the grid of `size` steps from the current one's start; windows `num * size`
    old or more are emptied when read. Each window keeps the sum,
    the count and the largest of its values, from which Kafka's Rate (a windowed sum over the elapsed time), Avg
    and Max are read."""

    __slots__ = ("_count", "_current", "_max", "_start", "_sum", "num", "size")

    def __init__(self, num: int, size: float) -> None:
        self.num = num
        self.size = size
        self._start: list[float] = []
        self._sum: list[float] = []
        self._count: list[int] = []
        self._max: list[float] = []
        self._current = 0

    def record(self, value: float, now: float) -> None:
        i = self._current
        start = self._start
        if not start:
            self._new(now)
            i = 0
        elif now - start[i] >= self.size:
            # the next window starts on the grid of the windows before it (Kafka 3.7 on)
            begin = now - (now - start[i] - self.size) % self.size
            i = self._current = (i + 1) % self.num
            if i >= len(start):
                self._new(begin)
            else:
                self._reset(i, begin)
        self._sum[i] += value
        self._count[i] += 1
        if value > self._max[i]:
            self._max[i] = value

    def _new(self, now: float) -> None:
        self._start.append(now)
        self._sum.append(0.0)
        self._count.append(0)
        self._max.append(-math.inf)

    def _reset(self, i: int, now: float) -> None:
        self._start[i] = now
        self._sum[i] = 0.0
        self._count[i] = 0
        self._max[i] = -math.inf

    def _purge(self, now: float) -> None:
        expire = self.num * self.size
        for i, start in enumerate(self._start):
            if now - start >= expire:
                self._reset(i, now)

    def total(self, now: float) -> float:
        """The sum of the values in the windows (Kafka's WindowedSum)."""
        self._purge(now)
        return sum(self._sum)

    def elapsed(self, now: float) -> float:
        """The time a rate is measured over (Kafka's `Rate.windowSize`): since the oldest window started, and at
        least `num - 1` whole windows plus what passed of the current one; never under a millisecond."""
        self._purge(now)
        return self._elapsed(now)

    def _elapsed(self, now: float) -> float:
        elapsed = now - min(self._start) if self._start else 0.0
        full = int(elapsed // self.size)
        if full < self.num - 1:
            elapsed += (self.num - 1 - full) * self.size
        return max(elapsed, 0.001)

    def rate(self, now: float) -> float:
        """Values per second over the windows (Kafka's Rate)."""
        self._purge(now)
        return sum(self._sum) / self._elapsed(now)

    def simple_rate(self, now: float) -> float:
        """Values per second since the oldest window started, over at least one window (Kafka's SimpleRate, which
        the replication throttles use: unlike `rate` it does not assume `num - 1` quiet windows before the first
        value, so a throttle holds from the start)."""
        return self.total(now) / self.simple_elapsed(now)

    def simple_elapsed(self, now: float) -> float:
        """The time SimpleRate measures over: since the oldest window started, at least one window."""
        return max(self.since_oldest(now), self.size)

    def since_oldest(self, now: float) -> float:
        """The time since the oldest window started (0 without any)."""
        self._purge(now)
        return now - min(self._start) if self._start else 0.0

    def average(self, now: float) -> float:
        """The mean of the values in the windows (Kafka's Avg); NaN without any."""
        self._purge(now)
        count = sum(self._count)
        return sum(self._sum) / count if count else math.nan

    def maximum(self, now: float) -> float:
        """The largest value in the windows (Kafka's Max); NaN without any."""
        self._purge(now)
        return max(m for m, c in zip(self._max, self._count, strict=True) if c) if any(self._count) else math.nan


def throttle_seconds(rate: float, bound: float, window: float, max_throttle: float) -> float:
    """Kafka's throttle time for a rate over its bound (`QuotaUtils.boundedThrottleTime`): how long, recording
    nothing more, until the measured rate (`rate`, over `window` seconds) is back at `bound`,
    `(rate - bound) / bound * window`, at most `max_throttle`; 0 when within the bound. Whole milliseconds."""
    if rate <= bound:
        return 0.0
    throttle = (rate - bound) / bound * window if bound > 0 else max_throttle
    return min(round(throttle * 1000.0), round(max_throttle * 1000.0)) / 1000.0


class TokenBucket:
    """KIP-599's token bucket (Kafka's `TokenBucket` stat), for the controller mutation rate: `burst` = the rate
    times `num * size` seconds of tokens, refilled at `rate` tokens a second; a mutation takes its tokens (the
    bucket may go below zero); while it is below zero the quota is exceeded, for `-tokens / rate` seconds."""

    __slots__ = ("_last", "tokens")

    def __init__(self) -> None:
        self.tokens = math.inf  # full, whatever the burst turns out to be
        self._last: float | None = None

    def _refill(self, rate: float, burst: float, now: float) -> None:
        last = self._last
        if last is not None and now > last:
            self.tokens += rate * (now - last)
        if self.tokens > burst:
            self.tokens = burst
        self._last = now if last is None or now > last else last

    def record(self, value: float, rate: float, burst: float, now: float) -> None:
        self._refill(rate, burst, now)
        self.tokens -= value

    def throttle(self, rate: float, burst: float, now: float) -> float:
        """Seconds until the bucket is back at zero (0: not exceeded), whole milliseconds."""
        self._refill(rate, burst, now)
        if self.tokens >= 0 or rate <= 0:
            return 0.0
        return math.ceil(-self.tokens / rate * 1000.0) / 1000.0
